import { SetListScreen } from '../../features/catalog/components/set-list-screen.tsx';

export function EnglishSetListPage() {
  return <SetListScreen language="english" />;
}

export function JapaneseSetListPage() {
  return <SetListScreen language="japanese" />;
}

export function ChineseSetListPage() {
  return <SetListScreen language="chinese" />;
}

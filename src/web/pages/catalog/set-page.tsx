import { useParams } from '@tanstack/react-router';
import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import { SetScreen } from '../../features/catalog/components/set-screen.tsx';

function SetPage({ language }: { language: CatalogLanguage }) {
  const { setId = '' } = useParams({ strict: false });
  // A new set gets a fresh screen (sort and scroll state start over).
  return <SetScreen key={setId} language={language} setId={setId} />;
}

export function EnglishSetPage() {
  return <SetPage language="english" />;
}

export function JapaneseSetPage() {
  return <SetPage language="japanese" />;
}

export function ChineseSetPage() {
  return <SetPage language="chinese" />;
}

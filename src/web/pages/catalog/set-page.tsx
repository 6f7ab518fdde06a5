import { useParams } from '@tanstack/react-router';
import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import { SetScreen } from '../../features/catalog/components/set-screen.tsx';
import { useSetCollection } from '../../features/collection/components/add-to-collection/use-set-collection.tsx';

function SetPage({ language }: { language: CatalogLanguage }) {
  const { setId = '' } = useParams({ strict: false });
  const collection = useSetCollection();
  // A new set gets a fresh screen (sort and scroll state start over).
  return <SetScreen key={setId} language={language} setId={setId} extras={collection} />;
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

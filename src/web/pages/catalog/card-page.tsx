import { useParams, useRouterState } from '@tanstack/react-router';
import { CardLookupScreen, CardScreen } from '../../features/catalog/components/card-screen.tsx';
import { renderProductCollectionExtras } from '../../features/collection/components/add-to-collection/product-collection-extras.tsx';

/** /card/{id}, /japanese/card/{id}, /chinese/card/{id}. */
export function CardPage() {
  const { id = '' } = useParams({ strict: false });
  return <CardScreen key={id} id={id} renderExtras={renderProductCollectionExtras} />;
}

function useRawSearch(): URLSearchParams {
  // The raw query string: TanStack's JSON search parsing would turn number=025 into 25.
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  return new URLSearchParams(searchStr);
}

function CardLookupPage({ language }: { language: 'japanese' | 'chinese' }) {
  const params = useRawSearch();
  const lookup = {
    language,
    name: params.get('name') ?? '',
    number: params.get('number') ?? '',
    set: params.get('set') ?? '',
  };
  return <CardLookupScreen lookup={lookup} renderExtras={renderProductCollectionExtras} />;
}

export function JapaneseCardLookupPage() {
  return <CardLookupPage language="japanese" />;
}

export function ChineseCardLookupPage() {
  return <CardLookupPage language="chinese" />;
}

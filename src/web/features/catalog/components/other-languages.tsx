import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { getCardRoute } from '#core/catalog/card-route.ts';
import { RouteLink } from '../../../components/ui/route-link.tsx';
import { otherLanguagesQueryOptions } from '../api/get-other-languages.ts';
import './cross-language.css';

const LOCALE_LABELS: Record<string, { label: string; lang: string }> = {
  en: { label: 'English', lang: 'en' },
  ja: { label: '日本語', lang: 'ja' },
  'zh-tw': { label: '中文', lang: 'zh-Hant' },
  'zh-cn': { label: '中文 (简体)', lang: 'zh-Hans' },
};

/** "Also in: English · 日本語 · 中文": the same card's pages in the other languages. */
export function OtherLanguages({ productId }: { productId: string }) {
  const { data } = useQuery(otherLanguagesQueryOptions(productId));
  const cards = data?.cards ?? [];
  if (cards.length === 0) {
    return null;
  }
  return (
    <nav aria-label="Other languages" className="catalog-other-languages">
      Also in:{' '}
      {cards.map((card, index) => {
        const href = getCardRoute(card);
        const locale = LOCALE_LABELS[card.locale ?? ''] ?? { label: card.language, lang: '' };
        return (
          <Fragment key={card.product_id}>
            {index > 0 ? ' · ' : null}
            {href ? (
              <RouteLink
                href={href}
                lang={locale.lang || undefined}
                title={[card.product_name, card.set_name].filter(Boolean).join(' · ')}
              >
                {locale.label}
              </RouteLink>
            ) : (
              locale.label
            )}
          </Fragment>
        );
      })}
    </nav>
  );
}

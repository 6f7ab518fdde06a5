import { getRouteLanguage } from './set-route.ts';

/** The fields a card link may carry (a TcgProduct, a scan result, a collection item ...). */
export type CardLike = {
  product_id?: string | null;
  id?: string | null;
  language?: string | null;
  game?: string | null;
  product_name?: string | null;
  name?: string | null;
  number?: string | null;
  set_name?: string | null;
};

const CARD_BASE = { english: '/card/', japanese: '/japanese/card/', chinese: '/chinese/card/' };

/**
 * Spec section 2 "Search modal": /card/{product_id}, /japanese/card/{id} or /chinese/card/{id}.
 * A Japanese or Chinese card without an id links to its lookup page
 * (/japanese/card/?name=&number=&set=); an English card without an id has no page (null).
 */
export function getCardRoute(card: CardLike): string | null {
  const language = getRouteLanguage(card);
  const id = card.product_id || card.id;
  if (id) {
    return `${CARD_BASE[language]}${encodeURIComponent(id)}`;
  }
  if (language === 'english') {
    return null;
  }
  const name = encodeURIComponent(card.product_name ?? card.name ?? '');
  const number = encodeURIComponent(card.number ?? '');
  const set = encodeURIComponent(card.set_name ?? '');
  return `${CARD_BASE[language]}?name=${name}&number=${number}&set=${set}`;
}

import type { TcgProduct } from '../catalog/product.schema.ts';
import type { UserProduct } from './user-product.schema.ts';

/** Catalog products and collection items for the CSV tests. */
export function makeProduct(overrides: Partial<TcgProduct> = {}): TcgProduct {
  return {
    product_id: 'base1-4',
    product_name: 'Charizard',
    number: '4',
    set_name: 'Base Set',
    set_id: 'base1',
    set_code: 'BS',
    set_abbrv: 'BS',
    game: 'Pokemon',
    product_type: 'card',
    rarity: 'Rare',
    image_url: null,
    market_price: 300,
    language: 'english',
    english_name: null,
    locale: 'en',
    illustrator: null,
    variants: [{ type: 'holo', tcgplayer_product_id: 42382 }],
    sealed_type: null,
    packs: null,
    hp: 120,
    types: null,
    category: 'Pokemon',
    release_date: null,
    tcgplayer_product_id: null,
    price_date: null,
    price_source: null,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeItem(id: number, product: TcgProduct, overrides: Partial<UserProduct> = {}) {
  const item: UserProduct = {
    id,
    product_id: product.product_id,
    product_name: product.product_name,
    variant: 'normal',
    api_id: null,
    wishlist: false,
    product_type: product.product_type,
    quantity: 1,
    condition: 'NM',
    game: product.game,
    language: product.language,
    graded: false,
    grade_score: null,
    grading_company: null,
    purchase_price: null,
    purchased_on: null,
    notes: null,
    binder_id: null,
    created_at: `2026-02-0${id}T10:00:00.000Z`,
    updated_at: `2026-02-0${id}T10:00:00.000Z`,
    TCGProduct: product,
    ...overrides,
  };
  return item;
}

export const charizard = makeProduct();
export const pikachu = makeProduct({
  product_id: 'sv03.5-25',
  product_name: 'Pikachu, "the" mouse',
  number: '025',
  set_name: '151',
  set_id: 'sv03.5',
  set_code: 'MEW',
  variants: [{ type: 'normal' }, { type: 'reverse', tcgplayer_product_id: 9001 }],
  tcgplayer_product_id: 9000,
});
export const etb = makeProduct({
  product_id: 'en-sealed-1',
  product_name: '151 Elite Trainer Box',
  number: null,
  set_name: '151',
  set_id: 'sv03.5',
  product_type: 'sealed',
  variants: null,
  tcgplayer_product_id: 503313,
});
export const japaneseCard = makeProduct({
  product_id: 'ja-SV2a-25',
  product_name: 'ピカチュウ',
  number: '025',
  set_name: 'ポケモンカード151',
  set_id: 'ja-SV2a',
  game: 'Pokemon Japanese',
  language: 'japanese',
  variants: null,
});

export const SETS = [
  { id: 'base1', name: 'Base Set', abbreviation: 'BS', language: 'english' as const },
  { id: 'sv03.5', name: '151', abbreviation: 'MEW', language: 'english' as const },
  { id: 'ja-SV2a', name: 'ポケモンカード151', abbreviation: null, language: 'japanese' as const },
];

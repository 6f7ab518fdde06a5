import { logUniform, type Random } from './seeded-random.ts';

/** What the simulator knows about a product when it picks a starting price. */
export type SimulatedProduct = {
  id: string;
  productType: 'card' | 'sealed';
  rarity: string | null;
  sealedType: string | null;
  /** The catalog's printing types ('normal', 'holo', 'reverse', ...), in catalog order. */
  variantTypes: readonly string[];
  /** The release year of the product or its set, when known. */
  releaseYear: number | null;
};

/** A price range in dollars: the starting price is drawn log-uniformly inside it. */
export type DollarRange = readonly [min: number, max: number];

// First match wins, so the specific rarities come before the words they contain.
const CARD_RANGES: readonly (readonly [RegExp, DollarRange])[] = [
  [/special illustration|secret|hyper|shiny ultra|gold|crown/, [10, 300]],
  [/illustration/, [3, 40]],
  [
    /ultra|double|triple|\bv\b|vmax|vstar|lv\.x|prime|legend|character|full art|black white/,
    [2, 30],
  ],
  [/holo/, [2, 50]],
  [/shiny|radiant|amazing|ace spec|classic/, [1, 20]],
  [/promo/, [1, 10]],
  [/uncommon/, [0.15, 0.8]],
  [/common/, [0.1, 0.5]],
  [/rare/, [0.5, 3]],
];
const UNKNOWN_CARD_RANGE: DollarRange = [0.25, 2];

const SEALED_RANGES: Record<string, DollarRange> = {
  'booster-pack': [4, 15],
  'sleeved-booster-pack': [4, 12],
  blister: [10, 40],
  'theme-deck': [15, 60],
  'battle-deck': [15, 40],
  'starter-set': [15, 50],
  'trainer-kit': [15, 40],
  tin: [20, 60],
  bundle: [25, 80],
  'booster-bundle': [25, 60],
  collection: [25, 120],
  'build-and-battle-box': [20, 50],
  'build-and-battle-stadium': [40, 120],
  'prerelease-kit': [25, 60],
  'elite-trainer-box': [45, 150],
  'half-booster-box': [60, 150],
  'booster-box': [100, 400],
  'enhanced-booster-box': [150, 400],
  display: [100, 400],
  case: [300, 1200],
};
const OTHER_SEALED_RANGE: DollarRange = [20, 400];

/** Cards and sealed products from the first years of the game trade far above later ones. */
const VINTAGE_BEFORE_YEAR = 2003;
const VINTAGE_FACTOR = 4;

/** The dollar range a product's simulated price starts in. */
export function startingPriceRange(product: SimulatedProduct): DollarRange {
  if (product.productType === 'sealed') {
    return SEALED_RANGES[product.sealedType ?? ''] ?? OTHER_SEALED_RANGE;
  }
  const rarity = (product.rarity ?? '').toLowerCase();
  return CARD_RANGES.find(([pattern]) => pattern.test(rarity))?.[1] ?? UNKNOWN_CARD_RANGE;
}

/** A starting price in cents, drawn from the product's range (vintage products higher). */
export function pickStartingCents(product: SimulatedProduct, random: Random): number {
  const [min, max] = startingPriceRange(product);
  const isVintage = product.releaseYear !== null && product.releaseYear < VINTAGE_BEFORE_YEAR;
  const dollars = logUniform(random, min, max) * (isVintage ? VINTAGE_FACTOR : 1);
  return Math.max(1, Math.round(dollars * 100));
}

import { coarseType, parsePrintingKey } from '#core/collection/printing-key.ts';
import type { CatalogProductRef, PriceTarget } from './price-source.ts';

/** What a marketplace says about the printing it priced; null when it says nothing. */
export type AnswerPrinting = { type: string; firstEdition: boolean } | null;

const FIRST_EDITION = '1st-edition';
/** Types marketplaces name in their printing labels; others (metal ...) match any answer. */
const NAMED_TYPES = new Set(['normal', 'holo', 'reverse']);

function isFirstEdition(key: string): boolean {
  return parsePrintingKey(key)?.stamp?.includes(FIRST_EDITION) ?? false;
}

/** Whether an answer can be the price of this printing. */
export function answerFits(key: string, answer: AnswerPrinting): boolean {
  if (!answer) {
    return true;
  }
  const type = coarseType(key);
  return (
    answer.firstEdition === isFirstEdition(key) && (answer.type === type || !NAMED_TYPES.has(type))
  );
}

/**
 * The variant rows one answer for a marketplace id writes for one target: the coarse type's
 * row (as before printing keys) and, when the answer prices exactly this printing, its
 * printing key's row. It is exact when the printing fits the answer and no other printing of
 * the product sharing the id does (Base Set Charizard's shadowless and 1st-edition shadowless
 * share their ids; TCGplayer tells them apart by '1st Edition', Cardmarket does not).
 */
export function variantsForAnswer(
  target: PriceTarget,
  sharing: readonly PriceTarget[],
  answer: AnswerPrinting,
): { coarse: string | null; exact: string | null } {
  if (target.variant === null) {
    return productLevelVariants(target.product, answer);
  }
  const key = target.variant;
  const fits = answerFits(key, answer);
  const rivals = sharing.filter(
    (other) =>
      other !== target &&
      other.product === target.product &&
      other.variant !== null &&
      answerFits(other.variant, answer),
  );
  const exact = fits && rivals.length === 0 && key.includes('/') ? key : null;
  const coarse = answer?.firstEdition && !isFirstEditionOnly(target, sharing) ? null : key;
  return { coarse: coarse === null ? null : coarseType(coarse), exact };
}

/** A 1st-edition price stands for the coarse type only when the id has no other printing. */
function isFirstEditionOnly(target: PriceTarget, sharing: readonly PriceTarget[]): boolean {
  return sharing.every(
    (other) =>
      other.product !== target.product || other.variant === null || isFirstEdition(other.variant),
  );
}

/**
 * A product-level id: the answer's type is the coarse row; a 1st-edition answer prices the
 * product's one 1st-edition printing of that type (or a key naming just type and stamp).
 */
function productLevelVariants(
  product: CatalogProductRef,
  answer: AnswerPrinting,
): { coarse: string | null; exact: string | null } {
  if (!answer) {
    return { coarse: product.defaultVariant, exact: null };
  }
  if (!answer.firstEdition) {
    return { coarse: answer.type, exact: null };
  }
  const firsts = product.printings.filter((key) => answerFits(key, answer));
  return {
    coarse: null,
    exact: firsts.length === 1 ? (firsts[0] as string) : `${answer.type}/stamp:${FIRST_EDITION}`,
  };
}

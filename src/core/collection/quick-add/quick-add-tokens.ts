import { CONDITIONS, type Condition } from '../user-product.schema.ts';

/** Which parts of a printing key (`<type>/sub:…/stamp:…/foil:…/size:…`) a typed token asks for. */
export type PrintingWish = {
  type?: string;
  subtype?: string;
  stamps: string[];
  foil?: string;
  size?: string;
};

type PrintingPart = Partial<Omit<PrintingWish, 'stamps'>> & { stamp?: string };

/** What collectors type for a printing, lower-cased with `-`, `_` and `.` removed. */
const PRINTING_WORDS: Record<string, PrintingPart> = {
  rh: { type: 'reverse' },
  rev: { type: 'reverse' },
  reverse: { type: 'reverse' },
  reverseholo: { type: 'reverse' },
  holo: { type: 'holo' },
  holofoil: { type: 'holo' },
  normal: { type: 'normal' },
  nonholo: { type: 'normal' },
  metal: { type: 'metal' },
  lenticular: { type: 'lenticular' },
  '1st': { stamp: '1st-edition' },
  '1ed': { stamp: '1st-edition' },
  '1sted': { stamp: '1st-edition' },
  '1stedition': { stamp: '1st-edition' },
  firstedition: { stamp: '1st-edition' },
  staff: { stamp: 'staff' },
  prerelease: { stamp: 'pre-release' },
  masterball: { foil: 'masterball' },
  mb: { foil: 'masterball' },
  pokeball: { foil: 'pokeball' },
  pb: { foil: 'pokeball' },
  cosmos: { foil: 'cosmos' },
  crackedice: { foil: 'cracked-ice' },
  shadowless: { subtype: 'shadowless' },
  unlimited: { subtype: 'unlimited' },
  jumbo: { size: 'jumbo' },
};

export function readPrintingWord(token: string): PrintingPart | undefined {
  const word = token
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[-_.]/g, '');
  return Object.hasOwn(PRINTING_WORDS, word) ? PRINTING_WORDS[word] : undefined;
}

export function addPrintingPart(wish: PrintingWish, part: PrintingPart): PrintingWish {
  const { stamp, ...rest } = part;
  return {
    ...wish,
    ...rest,
    stamps: stamp && !wish.stamps.includes(stamp) ? [...wish.stamps, stamp] : wish.stamps,
  };
}

export function readCondition(token: string): Condition | undefined {
  const upper = token.toUpperCase();
  return (CONDITIONS as readonly string[]).includes(upper) ? (upper as Condition) : undefined;
}

export type QuickAddLanguage = 'english' | 'japanese' | 'chinese';

const LANGUAGE_WORDS: Record<string, QuickAddLanguage> = {
  en: 'english',
  eng: 'english',
  english: 'english',
  ja: 'japanese',
  jp: 'japanese',
  jpn: 'japanese',
  japanese: 'japanese',
  zh: 'chinese',
  chinese: 'chinese',
};

export function readLanguage(token: string): QuickAddLanguage | undefined {
  const word = token.toLowerCase();
  return Object.hasOwn(LANGUAGE_WORDS, word) ? LANGUAGE_WORDS[word] : undefined;
}

/** `x3`, `3x`, `×3`: a quantity of 1 to 9999. */
export function readQuantity(token: string): number | undefined {
  const match = /^(?:[x×*](\d{1,4})|(\d{1,4})[x×])$/i.exec(token);
  const digits = match?.[1] ?? match?.[2];
  const quantity = digits === undefined ? 0 : Number(digits);
  return quantity >= 1 ? quantity : undefined;
}

/** A card number as printed: `125`, `125/197`, `GG44`, `TG05`, `SWSH050`, `RC1`, `SV001`. */
export const CARD_NUMBER = /^([a-z]{0,6}\d{1,4}[a-z]?)(?:\/([a-z]{0,6}\d{1,4}))?$/i;

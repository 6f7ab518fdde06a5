import type { Condition } from '../user-product.schema.ts';
import {
  addPrintingPart,
  CARD_NUMBER,
  type PrintingWish,
  type QuickAddLanguage,
  readCondition,
  readLanguage,
  readPrintingWord,
  readQuantity,
} from './quick-add-tokens.ts';

/** What a typed line asks for; the set and number are still text, resolved against the catalog. */
export type QuickAddRequest = {
  /** The set as typed (`sv3`, `OBF`, `151`, `Obsidian Flames`); empty when only a number was typed. */
  set: string;
  /** The card number as typed, without a `/total` part. */
  number: string;
  /** The `/197` part of `125/197`, when typed. */
  total?: string;
  printing: PrintingWish;
  condition?: Condition;
  quantity?: number;
  language?: QuickAddLanguage;
};

export type QuickAddParse = { ok: true; request: QuickAddRequest } | { ok: false; error: string };

export const QUICK_ADD_EXAMPLE = 'sv3 125, OBF 125/197 or 151 199 RH x3';

/** `sv03-125` typed as one token: the set and number parts. */
function splitCardId(token: string): [string, string] | null {
  const at = token.lastIndexOf('-');
  if (at <= 0 || !CARD_NUMBER.test(token.slice(at + 1))) {
    return null;
  }
  return [token.slice(0, at), token.slice(at + 1)];
}

type Options = Omit<QuickAddRequest, 'set' | 'number' | 'total'>;

/** Reads the optional tokens (printing, condition, quantity, language); returns the rest. */
function readOptions(tokens: string[]): { options: Options; rest: string[] } {
  const options: Options = { printing: { stamps: [] } };
  const rest: string[] = [];
  for (const token of tokens) {
    const quantity = readQuantity(token);
    const condition = readCondition(token);
    const printing = readPrintingWord(token);
    const language = readLanguage(token);
    if (quantity !== undefined) {
      options.quantity = quantity;
    } else if (condition) {
      options.condition = condition;
    } else if (printing) {
      options.printing = addPrintingPart(options.printing, printing);
    } else if (language) {
      options.language = language;
    } else {
      rest.push(token);
    }
  }
  return { options, rest };
}

/**
 * Parses one quick-add line: a set (id, abbreviation or name) and a card number, in any case and
 * spacing, with optional printing, condition, quantity and language tokens anywhere.
 * The number is the last token shaped like a card number; the other words name the set.
 */
export function parseQuickAdd(line: string): QuickAddParse {
  const tokens = line.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) {
    return { ok: false, error: `Type a set and a card number, e.g. ${QUICK_ADD_EXAMPLE}` };
  }
  const { options, rest } = readOptions(tokens);
  let numberAt = -1;
  for (let index = rest.length - 1; index >= 0; index--) {
    if (CARD_NUMBER.test(rest[index] ?? '')) {
      numberAt = index;
      break;
    }
  }
  if (numberAt === -1 && rest.length === 1) {
    const parts = splitCardId(rest[0] ?? '');
    if (parts) {
      rest.splice(0, 1, ...parts);
      numberAt = 1;
    }
  }
  if (numberAt === -1) {
    const what = rest.length > 0 ? `"${rest.join(' ')}" has no card number` : 'No card number';
    return { ok: false, error: `${what}: type a set and a number, e.g. ${QUICK_ADD_EXAMPLE}` };
  }
  const match = CARD_NUMBER.exec(rest[numberAt] ?? '');
  const set = rest.filter((_, index) => index !== numberAt).join(' ');
  return {
    ok: true,
    request: { ...options, set, number: match?.[1] ?? '', total: match?.[2] },
  };
}

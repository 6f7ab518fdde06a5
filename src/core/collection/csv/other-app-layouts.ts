/**
 * Column layouts of the collection exports of Dex, pkmn.gg, TCG Collector, PriceCharting,
 * Pokellector and Dragon Shield. Where each layout comes from is in ADR 059. Column names are
 * compared by their letters and digits only ('Card Number', 'card_number', 'CARD-NUMBER').
 */

export type OtherAppLayout =
  | 'dragonshield'
  | 'pricecharting'
  | 'dex'
  | 'pkmngg'
  | 'tcgcollector'
  | 'pokellector';

export type ColumnField =
  | 'productId'
  | 'tcgplayerId'
  | 'name'
  | 'setName'
  | 'setCode'
  | 'number'
  | 'printing'
  | 'condition'
  | 'quantity'
  | 'language'
  | 'graded'
  | 'company'
  | 'grade'
  | 'price'
  | 'date'
  | 'notes'
  | 'binder';

export type OtherAppLayoutSpec = {
  label: string;
  /** Every group must be present (any one name of a group) for a header to be this layout. */
  signature: readonly (readonly string[])[];
  /** Accepted column names per field, first found wins. */
  columns: Partial<Record<ColumnField, readonly string[]>>;
};

/** 'Card Number ' -> 'cardnumber': header names compared loosely. */
export const headerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9#]/g, '');

const NAME = ['cardname', 'name', 'productname', 'card'];
const NUMBER = ['cardnumber', 'number', 'no', 'card#', '#', 'collectornumber'];
const QUANTITY = ['quantity', 'qty', 'count', 'owned', 'amount'];
const CONDITION = ['condition', 'cardcondition'];
const LANGUAGE = ['language', 'lang'];
const NOTES = ['notes', 'note', 'comment', 'comments'];

export const OTHER_APP_LAYOUTS: Record<OtherAppLayout, OtherAppLayoutSpec> = {
  dragonshield: {
    label: 'Dragon Shield',
    signature: [['foldername'], ['cardname'], ['tradequantity', 'setcode']],
    columns: {
      name: ['cardname'],
      setName: ['setname'],
      setCode: ['setcode'],
      number: ['cardnumber'],
      printing: ['printing', 'foiling'],
      condition: CONDITION,
      quantity: ['quantity'],
      language: LANGUAGE,
      price: ['pricebought'],
      date: ['datebought'],
      binder: ['foldername'],
    },
  },
  pricecharting: {
    label: 'PriceCharting',
    signature: [['productname'], ['consolename']],
    columns: {
      name: ['productname'],
      setName: ['consolename'],
      condition: ['conditionstring', 'condition'],
      grade: ['conditionstring', 'grade', 'condition'],
      quantity: QUANTITY,
      price: ['pricepaid', 'paidprice', 'costbasis', 'purchaseprice'],
      date: ['dateentered', 'dateadded', 'datepurchased'],
      notes: NOTES,
    },
  },
  dex: {
    label: 'Dex',
    signature: [['cardid', 'dexid'], ['setid'], ['variant', 'printing']],
    columns: {
      productId: ['cardid', 'dexid'],
      tcgplayerId: ['tcgplayerid', 'tcgplayerproductid'],
      name: NAME,
      setName: ['setname', 'set'],
      setCode: ['setid', 'setcode'],
      number: NUMBER,
      printing: ['variant', 'printing'],
      condition: CONDITION,
      quantity: QUANTITY,
      language: LANGUAGE,
      graded: ['graded'],
      company: ['gradingcompany', 'grader', 'company'],
      grade: ['grade', 'gradescore'],
      price: ['purchaseprice', 'pricepaid', 'cost'],
      date: ['purchasedate', 'dateacquired', 'dateadded'],
      notes: NOTES,
    },
  },
  pkmngg: {
    label: 'pkmn.gg',
    signature: [['finish'], ['setname', 'set', 'setcode']],
    columns: {
      tcgplayerId: ['tcgplayerid'],
      name: NAME,
      setName: ['setname', 'set'],
      setCode: ['setcode', 'setid'],
      number: NUMBER,
      printing: ['finish'],
      condition: CONDITION,
      quantity: QUANTITY,
      language: LANGUAGE,
      graded: ['graded'],
      company: ['grader', 'gradingcompany'],
      grade: ['grade'],
      price: ['pricepaid', 'purchaseprice', 'cost'],
      date: ['dateacquired', 'acquiredon', 'dateadded'],
      notes: NOTES,
    },
  },
  tcgcollector: {
    label: 'TCG Collector',
    signature: [
      ['expansion', 'expansionname'],
      ['cardnumber', 'number'],
    ],
    columns: {
      name: NAME,
      setName: ['expansion', 'expansionname'],
      setCode: ['expansioncode', 'setcode'],
      number: ['cardnumber', 'number'],
      printing: ['variant', 'cardvariant'],
      condition: CONDITION,
      quantity: QUANTITY,
      language: LANGUAGE,
      company: ['gradingcompany', 'grader'],
      grade: ['grade'],
      price: ['purchaseprice', 'pricepaid'],
      date: ['dateadded', 'addedon', 'acquiredon'],
      notes: NOTES,
    },
  },
  pokellector: {
    label: 'Pokellector',
    signature: [
      ['setname', 'set'],
      ['cardname', 'name'],
      ['variation', 'collected'],
    ],
    columns: {
      name: ['cardname', 'name'],
      setName: ['setname', 'set'],
      setCode: ['setcode'],
      number: NUMBER,
      printing: ['variation', 'variant'],
      condition: CONDITION,
      quantity: ['quantity', 'collected', 'count'],
      language: LANGUAGE,
      notes: NOTES,
    },
  },
};

/** Layouts tried in this order: the more specific signatures first. */
export const OTHER_APP_ORDER: readonly OtherAppLayout[] = [
  'dragonshield',
  'pricecharting',
  'dex',
  'pkmngg',
  'pokellector',
  'tcgcollector',
];

export function detectOtherAppLayout(header: readonly string[]): OtherAppLayout | null {
  const keys = new Set(header.map(headerKey));
  return (
    OTHER_APP_ORDER.find((layout) =>
      OTHER_APP_LAYOUTS[layout].signature.every((group) => group.some((name) => keys.has(name))),
    ) ?? null
  );
}

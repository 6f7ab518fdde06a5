import type { QuickAddCard, QuickAddSet } from './quick-add-catalog.ts';

/** Real catalog sets (ids, names, abbreviations and sizes as in sets.ndjson). */
export const QUICK_ADD_SETS: QuickAddSet[] = [
  {
    id: 'sv03',
    name: 'Obsidian Flames',
    abbreviation: 'OBF',
    language: 'english',
    card_count_official: 197,
  },
  { id: 'sv03.5', name: '151', abbreviation: 'MEW', language: 'english', card_count_official: 165 },
  {
    id: 'sv02',
    name: 'Paldea Evolved',
    abbreviation: 'PAL',
    language: 'english',
    card_count_official: 193,
  },
  {
    id: 'swsh12.5',
    name: 'Crown Zenith',
    abbreviation: 'CRZ',
    language: 'english',
    card_count_official: 159,
  },
  {
    id: 'swsh12.5gg',
    name: 'Crown Zenith Galarian Gallery',
    abbreviation: null,
    language: 'english',
    card_count_official: 70,
  },
  {
    id: 'swsh12',
    name: 'Silver Tempest',
    abbreviation: 'SIT',
    language: 'english',
    card_count_official: 195,
  },
  {
    id: 'swsh12tg',
    name: 'Silver Tempest Trainer Gallery',
    abbreviation: null,
    language: 'english',
    card_count_official: 30,
  },
  {
    id: 'swshp',
    name: 'SWSH Black Star Promos',
    abbreviation: 'PR-SW',
    language: 'english',
    card_count_official: 307,
  },
  {
    id: 'ja-SV2a',
    name: 'ポケモンカード151',
    abbreviation: null,
    language: 'japanese',
    card_count_official: 165,
  },
  {
    id: 'ja-SV3',
    name: '黒炎の支配者',
    abbreviation: null,
    language: 'japanese',
    card_count_official: 108,
  },
  {
    id: 'zh-tw-SV2a',
    name: '寶可夢卡牌151',
    abbreviation: null,
    language: 'chinese',
    card_count_official: 165,
  },
];

const card = (set_id: string, number: string, product_name: string): QuickAddCard => ({
  product_id: `${set_id}-${number}`,
  product_name,
  set_id,
  number,
  language: set_id.startsWith('ja-')
    ? 'japanese'
    : set_id.startsWith('zh-')
      ? 'chinese'
      : 'english',
});

export const QUICK_ADD_CARDS: QuickAddCard[] = [
  card('sv03', '125', 'Charizard ex'),
  card('sv03', '223', 'Charizard ex'),
  card('sv03.5', '199', 'Charizard ex'),
  card('sv03.5', '151', 'Mew ex'),
  card('sv02', '125', 'Kilowattrel'),
  card('swsh12.5', '44', 'Zacian'),
  card('swsh12.5gg', 'GG44', 'Zacian V'),
  card('swsh12', '186', 'Lugia V'),
  card('swsh12tg', 'TG05', 'Leafeon'),
  card('swshp', 'SWSH050', 'Eevee V'),
  card('ja-SV2a', '173', 'ミュウ'),
  card('ja-SV3', '125', 'リザードンex'),
  card('zh-tw-SV2a', '173', '夢幻'),
  card('zh-tw-SV2a', '006', '噴火龍'),
];

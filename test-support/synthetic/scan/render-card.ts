import sharp from 'sharp';
import { artworkSvg } from './artwork.ts';
import { ean13Svg } from './ean13.ts';
import { createRandom, seedFromText } from './seeded-random.ts';

export const CARD_RENDER_WIDTH = 400;
export const CARD_RENDER_HEIGHT = 560;

/** One frame layout per era: every card of an era shares it; art, name, number and symbol differ. */
export const CARD_ERAS = [
  'classic',
  'modern',
  'scarlet',
  'full-art',
  'japanese',
  'chinese',
] as const;
export type CardEra = (typeof CARD_ERAS)[number];

export type SyntheticCard = {
  productId: string;
  name: string;
  number: string | null;
  /** Printed set total ("/102"); omitted for promos. */
  total?: number | null;
  setCode?: string | null;
  setName?: string | null;
  language?: string | null;
  era?: CardEra;
  /** Cards with the same seed share their artwork (reprints); default: from productId. */
  artworkSeed?: number;
  hp?: number | null;
  types?: string[] | null;
  illustrator?: string | null;
};

type Frame = {
  border: string;
  borderWidth: number;
  art: { x: number; y: number; w: number; h: number };
  numberAt: 'left' | 'right';
  textDark: boolean;
};

const FRAMES: Record<CardEra, Frame> = {
  classic: {
    border: '#f2cf2f',
    borderWidth: 22,
    art: { x: 44, y: 62, w: 312, h: 214 },
    numberAt: 'right',
    textDark: true,
  },
  modern: {
    border: '#f5d547',
    borderWidth: 16,
    art: { x: 34, y: 58, w: 332, h: 232 },
    numberAt: 'left',
    textDark: true,
  },
  scarlet: {
    border: '#c4c7cc',
    borderWidth: 16,
    art: { x: 30, y: 56, w: 340, h: 240 },
    numberAt: 'left',
    textDark: true,
  },
  'full-art': {
    border: '#2a2a33',
    borderWidth: 8,
    art: { x: 8, y: 8, w: 384, h: 544 },
    numberAt: 'left',
    textDark: false,
  },
  japanese: {
    border: '#c9cdd2',
    borderWidth: 14,
    art: { x: 28, y: 58, w: 344, h: 238 },
    numberAt: 'left',
    textDark: true,
  },
  chinese: {
    border: '#d1c7a0',
    borderWidth: 14,
    art: { x: 28, y: 58, w: 344, h: 238 },
    numberAt: 'right',
    textDark: true,
  },
};

const TYPE_COLOURS: Record<string, string> = {
  Fire: '#e8734a',
  Water: '#5fa8e8',
  Grass: '#7cc46a',
  Lightning: '#f2d64b',
  Psychic: '#b07cc9',
  Fighting: '#c98a54',
  Darkness: '#4c5561',
  Metal: '#a9b1b8',
  Fairy: '#ec9cc6',
  Dragon: '#c5a94a',
  Colorless: '#e3e1da',
};

const SYLLABLES = [
  'ka',
  'ro',
  'zu',
  'mi',
  'ta',
  'shi',
  'ba',
  'le',
  'no',
  'gra',
  'vo',
  'tri',
  'sp',
  'ark',
  'blo',
];

/** The era whose frame a catalog card would carry (series prefix, language, rarity). */
export function eraForCard(card: {
  setId: string;
  language?: string | null;
  rarity?: string | null;
}): CardEra {
  if (card.language === 'japanese') {
    return 'japanese';
  }
  if (card.language === 'chinese') {
    return 'chinese';
  }
  if (card.rarity && /illustration|special|secret|ultra|hyper/i.test(card.rarity)) {
    return 'full-art';
  }
  if (/^(base|gym|neo|lc|ecard|si|bp|wp|np)/i.test(card.setId)) {
    return 'classic';
  }
  if (/^(sv|me)/i.test(card.setId)) {
    return 'scarlet';
  }
  return 'modern';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pseudoWord(random: ReturnType<typeof createRandom>): string {
  const word = Array.from({ length: random.int(2, 4) }, () => random.pick(SYLLABLES)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function setSymbolSvg(setCode: string, x: number, y: number): string {
  const random = createRandom(seedFromText(`symbol:${setCode}`));
  const count = random.int(3, 7);
  const points = Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2;
    const r = random.range(5, 11);
    return `${(x + Math.cos(angle) * r).toFixed(1)},${(y + Math.sin(angle) * r).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="#222"/><circle cx="${x}" cy="${y}" r="${random.range(2, 5).toFixed(1)}" fill="#fff"/>`;
}

/** A deterministic stand-in for a card's printed face (PNG, 400x560), for tests and benchmarks. */
export async function renderSyntheticCard(card: SyntheticCard): Promise<Buffer> {
  const era = card.era ?? 'modern';
  const frame = FRAMES[era];
  const W = CARD_RENDER_WIDTH;
  const H = CARD_RENDER_HEIGHT;
  const artSeed = card.artworkSeed ?? seedFromText(`art:${card.productId}`);
  const textRandom = createRandom(artSeed ^ 0x5bd1e995);
  const panel = TYPE_COLOURS[card.types?.[0] ?? ''] ?? TYPE_COLOURS.Colorless;
  const ink = frame.textDark ? '#161616' : '#f8f8f8';
  const b = frame.borderWidth;
  const art = frame.art;
  const body: string[] = [
    `<rect width="${W}" height="${H}" rx="14" fill="${frame.border}"/>`,
    `<rect x="${b}" y="${b}" width="${W - 2 * b}" height="${H - 2 * b}" rx="6" fill="${panel}"/>`,
    `<svg x="${art.x}" y="${art.y}" width="${art.w}" height="${art.h}" viewBox="0 0 ${art.w} ${art.h}">${artworkSvg(artSeed, art.w, art.h, `a${artSeed}`)}</svg>`,
  ];
  if (era !== 'full-art') {
    body.push(
      `<rect x="${art.x}" y="${art.y}" width="${art.w}" height="${art.h}" fill="none" stroke="#8a7a4a" stroke-width="4"/>`,
    );
  } else {
    body.push(
      `<rect x="${b}" y="${b}" width="${W - 2 * b}" height="70" fill="#000" opacity="0.35"/>`,
    );
    body.push(
      `<rect x="${b}" y="${H - 200}" width="${W - 2 * b}" height="${200 - b}" fill="#000" opacity="0.45"/>`,
    );
  }
  const name = escapeXml(card.name);
  body.push(
    `<text x="${b + 18}" y="${b + 32}" font-family="DejaVu Sans" font-weight="bold" font-size="24" fill="${ink}">${name}</text>`,
  );
  if (card.hp) {
    body.push(
      `<text x="${W - b - 16}" y="${b + 32}" text-anchor="end" font-family="DejaVu Sans" font-weight="bold" font-size="20" fill="${ink}">HP ${card.hp}</text>`,
    );
  }
  const textTop = era === 'full-art' ? H - 190 : art.y + art.h + 34;
  for (let attack = 0; attack < 2; attack++) {
    const y = textTop + attack * 62;
    body.push(
      `<circle cx="${b + 26}" cy="${y - 7}" r="9" fill="${panel}" stroke="${ink}" stroke-width="1.5"/>`,
      `<text x="${b + 44}" y="${y}" font-family="DejaVu Sans" font-weight="bold" font-size="17" fill="${ink}">${pseudoWord(textRandom)} ${pseudoWord(textRandom)}</text>`,
      `<text x="${W - b - 20}" y="${y}" text-anchor="end" font-family="DejaVu Sans" font-weight="bold" font-size="19" fill="${ink}">${textRandom.int(1, 25) * 10}</text>`,
      `<rect x="${b + 20}" y="${y + 10}" width="${textRandom.int(180, 320)}" height="5" fill="${ink}" opacity="0.45"/>`,
      `<rect x="${b + 20}" y="${y + 21}" width="${textRandom.int(120, 300)}" height="5" fill="${ink}" opacity="0.45"/>`,
    );
  }
  const numberText = card.number
    ? escapeXml(card.total ? `${card.number}/${card.total}` : card.number)
    : '';
  const setCode = escapeXml(card.setCode ?? '');
  const stripY = H - b - 12;
  const numberX = frame.numberAt === 'left' ? b + 14 : W - b - 14;
  const anchor = frame.numberAt === 'left' ? 'start' : 'end';
  body.push(
    `<text x="${numberX}" y="${stripY}" text-anchor="${anchor}" font-family="DejaVu Sans Mono" font-weight="bold" font-size="17" fill="${ink}">${frame.numberAt === 'left' ? `${setCode} ${numberText}` : `${numberText} ${setCode}`}</text>`,
    setSymbolSvg(
      card.setCode ?? card.setName ?? 'none',
      frame.numberAt === 'left' ? W - b - 40 : b + 34,
      stripY - 6,
    ),
  );
  if (card.illustrator) {
    body.push(
      `<text x="${W / 2}" y="${stripY - 22}" text-anchor="middle" font-family="DejaVu Sans" font-size="11" fill="${ink}">Illus. ${escapeXml(card.illustrator)}</text>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer();
}

export type SyntheticSealed = {
  productId: string;
  name: string;
  upc?: string | null;
  artworkSeed?: number;
};

/** A sealed product's box face (PNG, 480x480): title, art and, when given, its EAN/UPC barcode. */
export async function renderSyntheticSealed(product: SyntheticSealed): Promise<Buffer> {
  const size = 480;
  const seed = product.artworkSeed ?? seedFromText(`sealed:${product.productId}`);
  const parts = [
    `<rect width="${size}" height="${size}" fill="#1d2a4a"/>`,
    `<svg x="20" y="80" width="440" height="300" viewBox="0 0 440 300">${artworkSvg(seed, 440, 300, `s${seed}`)}</svg>`,
    `<text x="240" y="54" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="26" fill="#ffd23f">${escapeXml(product.name.slice(0, 30))}</text>`,
  ];
  if (product.upc) {
    parts.push(ean13Svg(product.upc, 250, 392, 2, 76));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer();
}

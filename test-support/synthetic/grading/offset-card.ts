import sharp from 'sharp';
import { artworkSvg } from '../scan/artwork.ts';
import { type DrawnLine, damageLines, damageSvg, type SurfaceDamage } from './surface-damage.ts';

/** Rendered at 10 px/mm: a 63 x 88 mm card. */
export const OFFSET_CARD_W = 630;
export const OFFSET_CARD_H = 880;
const BORDER_X = 60;
const BORDER_Y = 64;

export type OffsetCard = {
  /** Left border share in percent of left + right (50 = centred). */
  left: number;
  /** Top border share in percent of top + bottom. */
  top: number;
  style?: 'yellow' | 'silver' | 'back';
  seed?: number;
  /** Scratches and print lines drawn over the face (none by default). */
  damage?: SurfaceDamage;
};

const STYLES = {
  yellow: { border: '#f2cf2f', panel: '#7cc46a' },
  silver: { border: '#c4c7cc', panel: '#5fa8e8' },
  back: { border: '#1f4fa8', panel: '#0e2a66' },
};

/**
 * A card face whose inner frame sits at known offsets (the true centering is exact), for
 * tests and the grading benchmark. PNG, 630 x 880.
 */
export async function renderOffsetCard(card: OffsetCard): Promise<Buffer> {
  return (await renderOffsetCardWithDamage(card)).png;
}

/** The card face as PNG and the streaks drawn on it (card pixels). */
export async function renderOffsetCardWithDamage(
  card: OffsetCard,
): Promise<{ png: Buffer; lines: DrawnLine[] }> {
  const style = STYLES[card.style ?? 'yellow'];
  const left = (BORDER_X * card.left) / 100;
  const top = (BORDER_Y * card.top) / 100;
  const w = OFFSET_CARD_W - BORDER_X;
  const h = OFFSET_CARD_H - BORDER_Y;
  const seed = card.seed ?? 1;
  const art =
    card.style === 'back'
      ? `<ellipse cx="${left + w / 2}" cy="${top + h / 2}" rx="${w * 0.3}" ry="${h * 0.2}" fill="#d23a2a"/>`
      : `<svg x="${left + 30}" y="${top + 60}" width="${w - 60}" height="${h * 0.45}" viewBox="0 0 ${w - 60} ${h * 0.45}">${artworkSvg(seed, w - 60, h * 0.45, `g${seed}`)}</svg>`;
  const lines = card.damage ? damageLines({ seed, ...card.damage }, { x: left, y: top, w, h }) : [];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OFFSET_CARD_W}" height="${OFFSET_CARD_H}">
<rect width="${OFFSET_CARD_W}" height="${OFFSET_CARD_H}" rx="30" fill="${style.border}"/>
<rect x="${left}" y="${top}" width="${w}" height="${h}" fill="${style.panel}"/>
${art}
<rect x="${left + 30}" y="${top + h * 0.62}" width="${w * 0.6}" height="8" fill="#222" opacity="0.5"/>
${damageSvg(lines, seed)}
</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer();
  return { png, lines };
}

import sharp from 'sharp';
import { artworkSvg } from './artwork.ts';
import { createRandom, type Random, randomColour, seedFromText } from './seeded-random.ts';

/** What the sealed renderer needs from a catalog row (sealed.ndjson). */
export type SyntheticSealedProduct = {
  productId: string;
  name: string;
  setId: string;
  sealedType: string;
  /** Width / height of the face; default: seeded within its type's range. */
  aspect?: number;
};

/**
 * Front-face width / height per sealed_type, as [min, max] (seeded per product in between):
 * tall packs and checklane blisters, square bundles and ETBs, wide booster boxes, and retail
 * displays and cases up to 3:1. Together they span the 1:3 to 3:1 the scanner must handle.
 */
const ASPECTS: Record<string, [number, number]> = {
  'booster-pack': [0.5, 0.62],
  'sleeved-booster-pack': [0.42, 0.55],
  blister: [0.33, 0.8],
  'theme-deck': [0.6, 0.8],
  'battle-deck': [0.6, 0.8],
  'starter-set': [0.7, 1.1],
  'elite-trainer-box': [0.85, 1.15],
  bundle: [0.9, 1.25],
  'booster-bundle': [0.9, 1.2],
  tin: [0.85, 1.35],
  'build-and-battle-box': [0.7, 1.0],
  'build-and-battle-stadium': [1.1, 1.5],
  'prerelease-kit': [0.7, 1.0],
  'trainer-kit': [0.9, 1.4],
  collection: [1.15, 1.8],
  'booster-box': [1.3, 1.9],
  'half-booster-box': [1.2, 1.6],
  'enhanced-booster-box': [1.3, 1.9],
  display: [1.8, 3.0],
  case: [1.4, 3.0],
  other: [0.5, 2.0],
};

/** The long side of a rendered face, in pixels. */
const FACE_LONG_SIDE = 640;

export type SealedFace = { png: Buffer; width: number; height: number; rounded: boolean };

/** Width / height of a product's front face (seeded by its id within its type's range). */
function sealedAspect(product: SyntheticSealedProduct): number {
  if (product.aspect) {
    return product.aspect;
  }
  const [lo, hi] = ASPECTS[product.sealedType] ?? [0.6, 1.6];
  const random = createRandom(seedFromText(`aspect:${product.productId}`));
  return Math.exp(random.range(Math.log(lo), Math.log(hi)));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a name into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  out.push(line);
  return out.slice(0, lines);
}

/** The set's look, shared by every product of the set: colours, key art and logo. */
function setTheme(setId: string) {
  const random = createRandom(seedFromText(`set-theme:${setId}`));
  return {
    seed: seedFromText(`set-art:${setId}`),
    base: randomColour(random, [18, 45]),
    accent: randomColour(random, [45, 70]),
    logo: randomColour(random, [55, 80]),
  };
}

function logoSvg(random: Random, x: number, y: number, w: number, h: number, fill: string) {
  const count = random.int(5, 8);
  const points = Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2;
    const r = random.range(0.7, 1);
    return `${(x + w / 2 + (Math.cos(angle) * r * w) / 2).toFixed(1)},${(y + h / 2 + (Math.sin(angle) * r * h) / 2).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="#fff" stroke-width="3"/>`;
}

/**
 * A deterministic stand-in for a sealed product's front face. Products of one set share its
 * colours, key art and logo (an ETB and a booster box of a set look alike); each product adds
 * its own featured art, its name and a type banner, laid out by its shape. Cases are kraft
 * cardboard with a printed label; tins have strongly rounded corners.
 */
function faceSvg(product: SyntheticSealedProduct, longSide: number) {
  const aspect = sealedAspect(product);
  const width = Math.round(aspect >= 1 ? longSide : longSide * aspect);
  const height = Math.round(aspect >= 1 ? longSide / aspect : longSide);
  const theme = setTheme(product.setId);
  const random = createRandom(seedFromText(`sealed-face:${product.productId}`));
  const ownSeed = seedFromText(`sealed-art:${product.productId}`);
  const rounded = product.sealedType === 'tin';
  const radius = rounded ? Math.min(width, height) * 0.12 : 4;
  const wide = aspect >= 1.15;
  const parts: string[] = [];
  if (product.sealedType === 'case') {
    parts.push(`<rect width="${width}" height="${height}" fill="#b08a5a"/>`);
    const lw = width * 0.5;
    const lh = height * 0.5;
    const lx = width * random.range(0.08, 0.42);
    const ly = height * random.range(0.15, 0.35);
    parts.push(
      `<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" fill="#f4f1ea"/>`,
      `<svg x="${lx + lw * 0.05}" y="${ly + lh * 0.3}" width="${lw * 0.4}" height="${lh * 0.6}" viewBox="0 0 200 200" preserveAspectRatio="none">${artworkSvg(ownSeed, 200, 200, `c${ownSeed}`)}</svg>`,
      `<rect x="${width * 0.03}" y="${height * 0.82}" width="${width * 0.94}" height="${height * 0.05}" fill="#8a6a40"/>`,
    );
    wrap(product.name, 22, 3).forEach((line, i) => {
      parts.push(
        `<text x="${lx + lw * 0.5}" y="${ly + lh * (0.4 + i * 0.17)}" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(lh * 0.1)}" fill="#222">${escapeXml(line)}</text>`,
      );
    });
  } else {
    parts.push(
      `<rect width="${width}" height="${height}" rx="${radius}" fill="${theme.base}"/>`,
      // Key art of the set across the background, shared by its products.
      `<svg x="0" y="0" width="${width}" height="${height}" viewBox="0 0 300 300" preserveAspectRatio="none" opacity="0.55">${artworkSvg(theme.seed, 300, 300, `k${ownSeed}`)}</svg>`,
    );
    // The product's own featured art: beside the title on wide boxes, below it on tall ones.
    const art = wide
      ? { x: width * 0.42, y: height * 0.1, w: width * 0.54, h: height * 0.8 }
      : { x: width * 0.08, y: height * 0.32, w: width * 0.84, h: height * 0.46 };
    parts.push(
      `<rect x="${art.x - 4}" y="${art.y - 4}" width="${art.w + 8}" height="${art.h + 8}" rx="10" fill="${theme.accent}"/>`,
      `<svg x="${art.x}" y="${art.y}" width="${art.w}" height="${art.h}" viewBox="0 0 240 240" preserveAspectRatio="none">${artworkSvg(ownSeed, 240, 240, `p${ownSeed}`)}</svg>`,
    );
    const logo = wide
      ? { x: width * 0.05, y: height * 0.08, w: width * 0.32, h: height * 0.3 }
      : { x: width * 0.15, y: height * 0.04, w: width * 0.7, h: height * 0.2 };
    parts.push(logoSvg(createRandom(theme.seed), logo.x, logo.y, logo.w, logo.h, theme.logo));
    const textX = wide ? width * 0.05 : width * 0.08;
    const textY = wide ? height * 0.5 : height * 0.84;
    const fontSize = Math.round(Math.min(width, height) * (wide ? 0.07 : 0.06));
    const perLine = Math.max(8, Math.round(((wide ? 0.35 : 0.84) * width) / (fontSize * 0.62)));
    wrap(product.name, perLine, 3).forEach((line, i) => {
      parts.push(
        `<text x="${textX}" y="${textY + i * fontSize * 1.2}" font-family="DejaVu Sans" font-weight="bold" font-size="${fontSize}" fill="#fff" stroke="#000" stroke-width="1">${escapeXml(line)}</text>`,
      );
    });
    const banner = product.sealedType.replace(/-/g, ' ').toUpperCase();
    parts.push(
      `<rect x="0" y="${height * 0.93}" width="${width}" height="${height * 0.07}" fill="${theme.accent}"/>`,
      `<text x="${width / 2}" y="${height * 0.985}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(height * 0.045)}" fill="#fff">${escapeXml(banner)}</text>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><clipPath id="face"><rect width="${width}" height="${height}" rx="${radius}"/></clipPath></defs><g clip-path="url(#face)">${parts.join('')}</g></svg>`;
  return { svg, width, height, rounded };
}

/** A product's front face (PNG, FACE_LONG_SIDE on its long side), for synthetic photos. */
export async function renderSealedFace(product: SyntheticSealedProduct): Promise<SealedFace> {
  const { svg, width, height, rounded } = faceSvg(product, FACE_LONG_SIDE);
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer();
  return { png, width, height, rounded };
}

/**
 * The catalog's product shot: the face on a white square with a margin, like the 1000x1000
 * product pictures of the catalog's image URLs (the index is built from these). Drawn in one
 * pass (the index build renders all 1,906).
 */
export async function renderSealedReference(
  product: SyntheticSealedProduct,
  size = 400,
): Promise<Buffer> {
  const face = faceSvg(product, Math.round(size * 0.9));
  const left = Math.round((size - face.width) / 2);
  const top = Math.round((size - face.height) / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#fff"/><svg x="${left}" y="${top}" width="${face.width}" height="${face.height}">${face.svg.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</svg></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

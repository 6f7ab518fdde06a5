/**
 * Drawn product pictures for shop products without a photo: a box, a booster pack or an
 * accessory with the product's name, in colours picked from the name. The same product always
 * gets the same picture (decision 070).
 */
type ArtProduct = { name: string; categoryId: number | null };
type Shape = 'pack' | 'box' | 'accessory';

/** The shop's accessories category (sleeves, holders, binders). */
const ACCESSORY_CATEGORY = 2;
const SIZE = 400;

export function productShape(product: ArtProduct): Shape {
  if (product.categoryId === ACCESSORY_CATEGORY) {
    return 'accessory';
  }
  const words = product.name.toLowerCase().split(' ');
  return words.includes('pack') ? 'pack' : 'box';
}

/** A stable 32-bit hash of the name (FNV-1a), so the colours never change between renders. */
function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Splits the name into lines of at most `width` characters (a long word gets its own line). */
export function wrapName(name: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of name.split(' ').filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  if (lines.length <= maxLines) {
    return lines;
  }
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

const BODIES: Record<Shape, { x: number; y: number; w: number; h: number; rx: number }> = {
  pack: { x: 110, y: 30, w: 180, h: 340, rx: 10 },
  box: { x: 50, y: 70, w: 300, h: 260, rx: 16 },
  accessory: { x: 80, y: 60, w: 240, h: 280, rx: 28 },
};

/** Characters per line that fit each body at the 26 px name size. */
const LINE_WIDTHS: Record<Shape, number> = { pack: 11, box: 18, accessory: 15 };

function shapeDetails(shape: Shape, accent: string): string {
  if (shape === 'pack') {
    // The crimped foil edges at the top and bottom of a booster pack.
    return `<rect x="110" y="30" width="180" height="22" fill="${accent}"/><rect x="110" y="348" width="180" height="22" fill="${accent}"/>`;
  }
  if (shape === 'box') {
    // The lid of a box.
    return `<path d="M50 120h300" stroke="${accent}" stroke-width="8"/>`;
  }
  return `<circle cx="200" cy="110" r="26" fill="none" stroke="${accent}" stroke-width="8"/>`;
}

/** The drawn picture as SVG text (400 × 400). */
export function drawProductArt(product: ArtProduct): string {
  const hash = nameHash(product.name);
  const hue = hash % 360;
  const body = `hsl(${hue} 60% 32%)`;
  const accent = `hsl(${(hue + 40) % 360} 80% 62%)`;
  const backdrop = `hsl(${hue} 30% 14%)`;
  const shape = productShape(product);
  const b = BODIES[shape];
  const lines = wrapName(product.name, LINE_WIDTHS[shape], 5);
  const lineHeight = 32;
  const firstY = 215 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="200" y="${firstY + i * lineHeight}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${backdrop}"/>` +
    `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="${b.rx}" fill="${body}" stroke="${accent}" stroke-width="4"/>` +
    shapeDetails(shape, accent) +
    `<g font-family="sans-serif" font-size="26" font-weight="700" fill="#fff">${text}</g>` +
    '</svg>'
  );
}

/** The drawn picture as an image URL (a data URL: nothing to fetch, nothing that can break). */
export function productArtUrl(product: ArtProduct): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(drawProductArt(product))}`;
}

import { createRandom, randomColour } from './seeded-random.ts';

/** Procedural artwork (distinct per seed) as SVG elements filling 0..width x 0..height. */
export function artworkSvg(seed: number, width: number, height: number, idPrefix: string): string {
  const random = createRandom(seed);
  const parts: string[] = [];
  const gradientId = `${idPrefix}-sky`;
  parts.push(
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="${random.range(0, 1).toFixed(2)}" y2="1">` +
      `<stop offset="0" stop-color="${randomColour(random, [35, 85])}"/>` +
      `<stop offset="1" stop-color="${randomColour(random, [15, 65])}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${gradientId})"/>`,
  );
  const shapes = random.int(7, 12);
  for (let i = 0; i < shapes; i++) {
    const fill = randomColour(random, [10, 90]);
    const opacity = random.range(0.55, 1).toFixed(2);
    const cx = random.range(0, width);
    const cy = random.range(0, height);
    const size = random.range(0.12, 0.45) * Math.min(width, height);
    const kind = random.int(0, 3);
    if (kind === 0) {
      parts.push(
        `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(size / 2).toFixed(1)}" fill="${fill}" opacity="${opacity}"/>`,
      );
    } else if (kind === 1) {
      const angle = random.range(0, 180).toFixed(0);
      parts.push(
        `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(size / 1.5).toFixed(1)}" ry="${(size / 3.5).toFixed(1)}" fill="${fill}" opacity="${opacity}" transform="rotate(${angle} ${cx.toFixed(1)} ${cy.toFixed(1)})"/>`,
      );
    } else if (kind === 2) {
      const points = Array.from({ length: random.int(3, 6) }, () => {
        const a = random.range(0, Math.PI * 2);
        const r = random.range(0.3, 1) * size;
        return `${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`;
      });
      parts.push(`<polygon points="${points.join(' ')}" fill="${fill}" opacity="${opacity}"/>`);
    } else {
      const x2 = random.range(0, width);
      const y2 = random.range(0, height);
      parts.push(
        `<path d="M${cx.toFixed(1)} ${cy.toFixed(1)} Q${random.range(0, width).toFixed(1)} ${random.range(0, height).toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${fill}" stroke-width="${(size / 6).toFixed(1)}" fill="none" opacity="${opacity}" stroke-linecap="round"/>`,
      );
    }
  }
  return parts.join('');
}

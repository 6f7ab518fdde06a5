import { createRandom } from '../scan/seeded-random.ts';

/** A drawn streak in card pixels (10 px/mm, 630 x 880), for checking what the engine finds. */
export type DrawnLine = {
  kind: 'scratch' | 'print_line';
  x0: number;
  y0: number;
  x1: number;
  y1: number;
};

export type SurfaceDamage = { scratches?: number; printLines?: number; seed?: number };

/** Where the streaks go: inside the inner frame (`panel`), away from its edges. */
export function damageLines(
  damage: SurfaceDamage,
  panel: { x: number; y: number; w: number; h: number },
): DrawnLine[] {
  const random = createRandom((damage.seed ?? 1) * 7919 + 17);
  const lines: DrawnLine[] = [];
  const inset = 40;
  for (let i = 0; i < (damage.scratches ?? 0); i++) {
    const length = random.range(120, 320);
    const angle = random.range(0, Math.PI);
    const dx = (Math.cos(angle) * length) / 2;
    const dy = (Math.sin(angle) * length) / 2;
    const cx = random.range(
      panel.x + inset + Math.abs(dx),
      panel.x + panel.w - inset - Math.abs(dx),
    );
    const cy = random.range(
      panel.y + inset + Math.abs(dy),
      panel.y + panel.h - inset - Math.abs(dy),
    );
    lines.push({ kind: 'scratch', x0: cx - dx, y0: cy - dy, x1: cx + dx, y1: cy + dy });
  }
  for (let i = 0; i < (damage.printLines ?? 0); i++) {
    // Print lines run along the sheet: across the whole panel, horizontally or vertically.
    if (random.chance(0.5)) {
      const y = random.range(panel.y + inset, panel.y + panel.h - inset);
      lines.push({ kind: 'print_line', x0: panel.x + 6, y0: y, x1: panel.x + panel.w - 6, y1: y });
    } else {
      const x = random.range(panel.x + inset, panel.x + panel.w - inset);
      lines.push({ kind: 'print_line', x0: x, y0: panel.y + 6, x1: x, y1: panel.y + panel.h - 6 });
    }
  }
  return lines;
}

/**
 * SVG for the streaks: scratches are light hairlines (paper or foil showing through, catching
 * the light); print lines are faint ink lines, dark or light.
 */
export function damageSvg(lines: DrawnLine[], seed: number): string {
  const random = createRandom(seed * 104_729 + 3);
  return lines
    .map((l) => {
      const style =
        l.kind === 'scratch'
          ? `stroke="#f6f6f2" stroke-width="${random.range(1.4, 2.2).toFixed(1)}" opacity="${random.range(0.65, 0.9).toFixed(2)}"`
          : `stroke="${random.chance(0.5) ? '#101010' : '#ffffff'}" stroke-width="1.6" opacity="${random.range(0.35, 0.55).toFixed(2)}"`;
      return `<line x1="${l.x0.toFixed(1)}" y1="${l.y0.toFixed(1)}" x2="${l.x1.toFixed(1)}" y2="${l.y1.toFixed(1)}" ${style} stroke-linecap="round"/>`;
    })
    .join('');
}

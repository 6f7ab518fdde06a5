import { offsetCardPhoto } from '#test-support/synthetic/grading/grading-photos.ts';
import type { DrawnLine } from '#test-support/synthetic/grading/surface-damage.ts';
import { createRandom } from '#test-support/synthetic/scan/seeded-random.ts';
import type { FaceEstimate } from '../src/core/grading/grading.schema.ts';
import { MARGIN } from '../src/server/grading/engine/geometry.ts';
import { measureFace } from '../src/server/grading/engine/measure-face.ts';
import type { OpenCv } from '../src/server/vision/image/opencv.ts';

type Mark = FaceEstimate['marks'][number];
const LINE_KINDS = new Set(['surface_scratch', 'surface_line']);
const PAD = 12;

/** Share of the drawn line (card pixels + the rectified margin) inside the marks' boxes. */
function coveredShare(marks: Mark[], line: DrawnLine): number {
  let inside = 0;
  for (let k = 0; k <= 10; k++) {
    const x = MARGIN + line.x0 + ((line.x1 - line.x0) * k) / 10;
    const y = MARGIN + line.y0 + ((line.y1 - line.y0) * k) / 10;
    const hit = marks.some(
      (m) => x >= m.x - PAD && x <= m.x + m.w + PAD && y >= m.y - PAD && y <= m.y + m.h + PAD,
    );
    inside += hit ? 1 : 0;
  }
  return inside / 11;
}

/**
 * Cards with 1-2 scratches and (every other card) a print line, at everyday difficulty: how
 * many drawn lines are marked, and how many marks match no drawn line.
 */
export async function measureSurface(cv: OpenCv, { cards, seed }: { cards: number; seed: number }) {
  const random = createRandom(seed * 31 + 5);
  const found = { scratch: 0, print_line: 0 };
  const drawn = { scratch: 0, print_line: 0 };
  let measured = 0;
  let marks = 0;
  let strayMarks = 0;
  const scores: number[] = [];
  for (let i = 0; i < cards; i++) {
    const damage = { scratches: random.int(1, 2), printLines: i % 2, seed: i + 1 };
    const photo = await offsetCardPhoto(
      {
        left: random.range(40, 60),
        top: random.range(40, 60),
        style: random.pick(['yellow', 'silver', 'back'] as const),
        seed: 500 + i,
        damage,
      },
      seed * 5000 + i,
      { difficulty: random.pick([0.5, 1]) },
    );
    const result = await measureFace(cv, { image: new Uint8Array(photo.jpeg), corners: null });
    if (result.problems.length > 0) {
      continue;
    }
    measured++;
    const lineMarks = result.marks.filter((m) => LINE_KINDS.has(m.kind));
    marks += lineMarks.length;
    strayMarks += lineMarks.filter((m) =>
      photo.lines.every((l) => coveredShare([m], l) === 0),
    ).length;
    for (const line of photo.lines) {
      drawn[line.kind]++;
      if (coveredShare(lineMarks, line) >= 0.5) {
        found[line.kind]++;
      }
    }
    scores.push(result.subscores.surface ?? 0);
  }
  const rate = (a: number, b: number) => Math.round((a / Math.max(1, b)) * 1000) / 1000;
  return {
    damagedCards: cards,
    measured,
    scratches: {
      drawn: drawn.scratch,
      found: found.scratch,
      rate: rate(found.scratch, drawn.scratch),
    },
    printLines: {
      drawn: drawn.print_line,
      found: found.print_line,
      rate: rate(found.print_line, drawn.print_line),
    },
    strayMarks: { marks, stray: strayMarks },
    meanSurfaceScoreDamaged: rate(
      scores.reduce((s, v) => s + v, 0),
      scores.length,
    ),
  };
}

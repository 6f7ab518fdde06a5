import type { FaceEstimate } from '#core/grading/grading.schema.ts';

type MarkKind = FaceEstimate['marks'][number]['kind'];

/** What each box on the rectified picture means, in the user's words. */
export const MARK_LABELS: Record<MarkKind, { one: string; many: string }> = {
  corner_whitening: { one: 'whitened corner', many: 'whitened corners' },
  edge_whitening: { one: 'whitened edge', many: 'whitened edges' },
  surface_glare: { one: 'glare patch', many: 'glare patches' },
  surface_scratch: { one: 'scratch', many: 'scratches' },
  surface_line: { one: 'print line', many: 'print lines' },
};

/** "2 scratches, 1 print line", or null when nothing was marked. */
export function describeMarks(marks: FaceEstimate['marks']): string | null {
  const counts = new Map<MarkKind, number>();
  for (const mark of marks) {
    counts.set(mark.kind, (counts.get(mark.kind) ?? 0) + 1);
  }
  const parts = [...counts].map(
    ([kind, n]) => `${n} ${n === 1 ? MARK_LABELS[kind].one : MARK_LABELS[kind].many}`,
  );
  return parts.length ? parts.join(', ') : null;
}

import { allCeilings } from './ceilings.ts';
import { type Centering, centeringFromLines, type GuideLines } from './centering.ts';
import { heldBackBy, overallEstimate } from './overall.ts';

type FaceScores = { corners: number | null; edges: number | null; surface: number | null };
export type FaceInput = { lines: GuideLines | null; subscores: FaceScores } | null;

const lowest = (a: number | null | undefined, b: number | null | undefined) =>
  a == null ? (b ?? null) : b == null ? a : Math.min(a, b);

/**
 * Everything derived from the guide lines and sub-scores of both faces: centering per face,
 * ceilings per company, the borderline flag and the overall AI estimate (with the part that
 * holds it down). The browser runs this on every line move; the server runs it on estimate
 * and on save.
 */
export function summarizeFaces(front: FaceInput, back: FaceInput) {
  const frontCentering: Centering | null = front?.lines ? centeringFromLines(front.lines) : null;
  const backCentering: Centering | null = back?.lines ? centeringFromLines(back.lines) : null;
  const measured = frontCentering !== null || backCentering !== null;
  const { ceilings, borderline, borderlineBy } = allCeilings(frontCentering, backCentering);
  const parts = {
    centering: measured ? ceilings.PSA : null,
    corners: lowest(front?.subscores.corners, back?.subscores.corners),
    edges: lowest(front?.subscores.edges, back?.subscores.edges),
    surface: lowest(front?.subscores.surface, back?.subscores.surface),
  };
  return {
    frontCentering,
    backCentering,
    ceilings: measured ? ceilings : null,
    borderline: measured && borderline,
    borderlineBy,
    overall: overallEstimate(parts),
    /** The part that holds the estimate below the mean of the parts, to say so beside it. */
    heldBack: heldBackBy(parts),
  };
}

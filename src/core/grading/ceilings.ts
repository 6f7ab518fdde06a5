import type { Centering } from './centering.ts';
import {
  CENTERING_THRESHOLDS,
  type CenteringRung,
  GRADING_COMPANIES,
  type GradingCompany,
} from './thresholds.ts';

/** Within this many percentage points of a threshold the ceiling may flip: 'borderline'. */
export const BORDERLINE_PP = 1;

export type FaceCentering = Pick<Centering, 'worst' | 'best'>;
export type CompanyCeiling = { grade: number; borderline: boolean };

const fits = (rung: CenteringRung, face: FaceCentering) =>
  face.worst <= rung.maxWorst && (rung.maxBest === undefined || face.best <= rung.maxBest);

const nearRung = (rung: CenteringRung, face: FaceCentering) =>
  Math.abs(face.worst - rung.maxWorst) < BORDERLINE_PP ||
  (rung.maxBest !== undefined && Math.abs(face.best - rung.maxBest) < BORDERLINE_PP);

function faceCeiling(rungs: CenteringRung[], face: FaceCentering | null): CompanyCeiling {
  if (!face) {
    return { grade: rungs[0]?.grade ?? 10, borderline: false };
  }
  const index = rungs.findIndex((rung) => fits(rung, face));
  const rung = rungs[index] ?? rungs[rungs.length - 1];
  // Only the rung that holds and the one just above it decide the ceiling.
  const deciding = [rungs[index - 1], rung].filter((r): r is CenteringRung => r !== undefined);
  return {
    grade: rung?.grade ?? 1,
    borderline: deciding.some((r) => r.maxWorst < 100 && nearRung(r, face)),
  };
}

/**
 * The best grade each company's centering rule still allows, given the front and (optional)
 * back centering: the lower of the two faces. A face not measured does not limit the grade.
 */
export function centeringCeiling(
  company: GradingCompany,
  front: FaceCentering | null,
  back: FaceCentering | null,
): CompanyCeiling {
  const table = CENTERING_THRESHOLDS[company];
  const a = faceCeiling(table.front, front);
  const b = faceCeiling(table.back, back);
  if (a.grade === b.grade) {
    return { grade: a.grade, borderline: a.borderline || b.borderline };
  }
  return a.grade < b.grade ? a : b;
}

export function allCeilings(front: FaceCentering | null, back: FaceCentering | null) {
  const ceilings = {} as Record<GradingCompany, number>;
  const borderlineBy = {} as Record<GradingCompany, boolean>;
  for (const company of GRADING_COMPANIES) {
    const ceiling = centeringCeiling(company, front, back);
    ceilings[company] = ceiling.grade;
    borderlineBy[company] = ceiling.borderline;
  }
  return { ceilings, borderlineBy, borderline: Object.values(borderlineBy).some(Boolean) };
}

import { scoreFromShare } from './overall.ts';

export type SurfaceFindings = {
  /** Share of the surface covered by specular glare (0-1). */
  glareShare: number;
  /** Total length of scratches seen, in mm. */
  scratchMm: number;
  /** Print lines seen (straight streaks along the sheet, across most of the card). */
  printLines: number;
};

/** Glare over 3 % of the surface costs a point (it hides what is under it). */
const GLARE_PER_POINT = 0.03;
/** Each 15 mm of scratches costs a point. */
const SCRATCH_MM_PER_POINT = 15;
/** A print line costs a point and a half: graders treat it as a visible print defect. */
const POINTS_PER_PRINT_LINE = 1.5;

/**
 * The indicative surface sub-score (1-10) from what was seen. Uncalibrated (no labelled photos):
 * the weights only order cards sensibly, shown as an AI estimate.
 */
export function surfaceScore({ glareShare, scratchMm, printLines }: SurfaceFindings): number {
  const points =
    glareShare / GLARE_PER_POINT +
    scratchMm / SCRATCH_MM_PER_POINT +
    printLines * POINTS_PER_PRINT_LINE;
  return scoreFromShare(points, 1);
}

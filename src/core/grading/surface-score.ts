import { scoreFromShare } from './overall.ts';

export type SurfaceFindings = {
  /** Share of the surface covered by specular glare (0-1). */
  glareShare: number;
  /** Total length of scratches seen, in mm. */
  scratchMm: number;
  /** Print lines seen (straight streaks along the sheet, across most of the card). */
  printLines: number;
};

/**
 * Glare over this share of the surface hides too much of it to judge: the surface is then not
 * scored and the result asks for a retake. Glare is the photo's fault, not the card's, so it
 * never costs points (one glare patch once dropped a clean card's estimate to 1.5).
 */
export const GLARE_RETAKE_SHARE = 0.03;
/** Each 15 mm of scratches costs a point. */
const SCRATCH_MM_PER_POINT = 15;
/** A print line costs a point and a half: graders treat it as a visible print defect. */
const POINTS_PER_PRINT_LINE = 1.5;

/**
 * The indicative surface sub-score (1-10) from what was seen, or null when glare hides too much
 * of the surface. Uncalibrated (no labelled photos): the weights only order cards sensibly,
 * shown as an AI estimate.
 */
export function surfaceScore({
  glareShare,
  scratchMm,
  printLines,
}: SurfaceFindings): number | null {
  if (glareShare > GLARE_RETAKE_SHARE) {
    return null;
  }
  const points = scratchMm / SCRATCH_MM_PER_POINT + printLines * POINTS_PER_PRINT_LINE;
  return scoreFromShare(points, 1);
}

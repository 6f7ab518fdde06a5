import type { ScanMatch } from '#core/scan/scan-result.schema.ts';

/** Below this confidence the result asks the user to check it, or retake. */
export const LOW_CONFIDENCE = 0.6;

/** Below this confidence of the best match, the results suggest outlining the card by hand. */
export const ADJUST_CORNERS_CONFIDENCE = 0.5;

export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence * 100)}% match`;
}

export function isLowConfidence(match: ScanMatch): boolean {
  return match.confidence < LOW_CONFIDENCE;
}

/** 'Brilliant Stars · #50' (whatever of the two is known). */
export function describeMatch(match: ScanMatch): string {
  const { set_name: setName, card_number: number } = match.database;
  return [setName, number ? `#${number}` : null].filter(Boolean).join(' · ');
}

/** Whether the best match is weak enough to suggest adjusting the corners. */
export function suggestsAdjusting(best: ScanMatch | undefined): boolean {
  return best !== undefined && best.confidence < ADJUST_CORNERS_CONFIDENCE;
}

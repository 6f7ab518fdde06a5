import type { ScanMode, ScanType } from './scan-result.schema.ts';

export type ScanAttempt = {
  scanType: ScanType;
  scanMode: ScanMode;
  /** Whether the user placed the card's corners themselves (no detection). */
  withCorners: boolean;
  /** Card outlines the detector found on a single-card photo; null when it did not look. */
  outlines: number | null;
};

function outlineStep(outlines: number | null): string {
  if (outlines === null || outlines === 0) {
    return 'Looked for a card outline: none found';
  }
  return `Looked for a card outline: ${outlines} found, none matched a card`;
}

/**
 * What the scanner tried on a photo where it found nothing, in the order it tried it, for the
 * "No cards detected" screen (so the user knows what to change in the next photo).
 */
export function describeScanAttempts(attempt: ScanAttempt): string[] {
  if (attempt.scanType === 'sealed') {
    return ['Looked for a box or pack', 'looked for a barcode'];
  }
  if (attempt.scanMode === 'binder') {
    return ['Looked for a binder page of 3 x 3 pockets'];
  }
  if (attempt.scanMode === 'multi') {
    return ['Looked for up to 10 cards lying apart'];
  }
  if (attempt.withCorners) {
    return ['Read the card inside the corners you placed'];
  }
  return [outlineStep(attempt.outlines), 'tried the whole photo as one card'];
}

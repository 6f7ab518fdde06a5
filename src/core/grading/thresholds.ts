/** Grading companies whose centering rules the tools map to. */
export const GRADING_COMPANIES = ['PSA', 'BGS', 'CGC', 'SGC', 'TAG'] as const;
export type GradingCompany = (typeof GRADING_COMPANIES)[number];

/**
 * One rung: the grade is still possible when the worse axis' larger share is at most
 * `maxWorst` (and, where given, the better axis at most `maxBest`). Percent, e.g. 55 = 55/45.
 */
export type CenteringRung = { grade: number; maxWorst: number; maxBest?: number };

export type CompanyThresholds = {
  front: CenteringRung[];
  back: CenteringRung[];
  source: string;
  /** How sure we are of the numbers: 'official', 'reported' (third parties) or 'proxy'. */
  basis: 'official' | 'reported' | 'proxy';
  note?: string;
};

/** Bump when a number changes; saved results keep the version they were computed with. */
export const CENTERING_THRESHOLDS_VERSION = '2026-11-24.1';
/** When the sources below were last read by us. */
export const CENTERING_THRESHOLDS_CHECKED_ON = '2026-11-24';

// "50/50" cannot be measured exactly from a photo; it is read as at most 51/49.
const PERFECT = 51;

/** Front ceilings from 8 down, the same ladder in every company's published scale. */
const FRONT_FROM_8: CenteringRung[] = [
  { grade: 8, maxWorst: 65 },
  { grade: 7, maxWorst: 70 },
  { grade: 6, maxWorst: 80 },
  { grade: 4, maxWorst: 85 },
  { grade: 1, maxWorst: 100 },
];

/** PSA's steps; CGC publishes the same numbers and TAG borrows them as a proxy. */
const PSA_FRONT: CenteringRung[] = [
  { grade: 10, maxWorst: 55 },
  { grade: 9, maxWorst: 60 },
  ...FRONT_FROM_8,
];
const PSA_BACK: CenteringRung[] = [
  { grade: 10, maxWorst: 75 },
  { grade: 4, maxWorst: 90 },
  { grade: 1, maxWorst: 100 },
];

/**
 * Centering ceilings per company, best grade first. Sources as summarised in
 * shared/docs/scan-and-grading.md section 4.1 (PSA strict 2025 reading, Beckett, CGC).
 */
export const CENTERING_THRESHOLDS: Record<GradingCompany, CompanyThresholds> = {
  PSA: {
    source: 'https://www.psacard.com/gradingstandards (strict 2025 reading)',
    basis: 'reported',
    front: PSA_FRONT,
    back: PSA_BACK,
  },
  BGS: {
    source: 'https://www.beckett.com/grading-standards (centering subgrade)',
    basis: 'official',
    note: 'Below 9 no official ratios were found; 8.5 and lower follow the PSA steps.',
    front: [
      { grade: 10, maxWorst: PERFECT },
      { grade: 9.5, maxWorst: 55, maxBest: PERFECT },
      { grade: 9, maxWorst: 55 },
      { grade: 8.5, maxWorst: 60 },
      ...FRONT_FROM_8,
    ],
    back: [
      { grade: 10, maxWorst: 55 },
      { grade: 9, maxWorst: 60 },
      { grade: 8, maxWorst: 70 },
      { grade: 7, maxWorst: 80 },
      { grade: 4, maxWorst: 90 },
      { grade: 1, maxWorst: 100 },
    ],
  },
  CGC: {
    source: 'https://www.cgccards.com/card-grading/grading-scale/ (2023 scale, as reproduced)',
    basis: 'reported',
    front: PSA_FRONT,
    back: PSA_BACK,
  },
  SGC: {
    source: 'https://gosgc.com/card-grading-scale (as commonly reproduced; not verified)',
    basis: 'reported',
    front: [
      { grade: 10, maxWorst: 55 },
      { grade: 9.5, maxWorst: 60 },
      { grade: 9, maxWorst: 60 },
      ...FRONT_FROM_8,
    ],
    back: [
      { grade: 10, maxWorst: 75 },
      { grade: 9, maxWorst: 90 },
      { grade: 1, maxWorst: 100 },
    ],
  },
  TAG: {
    source: 'none published in our sources; PSA steps used as a proxy',
    basis: 'proxy',
    note: 'TAG scores centering on its own 1000-point scale; treat this ceiling as a rough guide.',
    front: PSA_FRONT,
    back: PSA_BACK,
  },
};

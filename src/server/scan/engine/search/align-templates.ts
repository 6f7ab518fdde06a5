import { applyHomography, type Quad, solveHomography } from '../../../vision/image/homography.ts';
import type { Region, RgbImage } from '../../../vision/image/rgb-image.ts';
import { warpCard } from '../../../vision/image/warp-card.ts';
import {
  BOTTOM_TEMPLATE,
  CARD_REGIONS,
  CARD_WARP_HEIGHT,
  CARD_WARP_WIDTH,
  cardTemplate,
  FEATURE_TEMPLATE_BYTES,
  NAME_TEMPLATE,
  TEMPLATE_PAD,
} from './features.ts';
import type { IndexSnapshot } from './index-snapshot.ts';
import { BOTTOM_WEIGHT, NAME_WEIGHT, type Ranked, shiftedCorrelation } from './vector-search.ts';

/**
 * Where the card's own edges lie inside an outline, as fractions of the outline's sides (0 and
 * 1: the outline is the card). A binder pocket or a pair of seams is a few percent larger than
 * its card, which puts the name bar and number strip beyond the templates' shift search.
 */
export type CardEdges = { left: number; top: number; right: number; bottom: number };

/** The outline is warped with this much of the photo around it, so edges may lie outside it. */
const MARGIN = 0.04;
/**
 * Edge positions tried. The shift search of each template covers about 1.5 % of the width and
 * 1 % of the height, so sides are tried 3 % apart and the bottom and top 2 % apart; mostly
 * inward (an outline larger than its card is the common error).
 */
const SIDE_OFFSETS = [-0.03, 0, 0.03];
const BOTTOM_OFFSETS = [-0.06, -0.04, -0.02, 0, 0.02];
const TOP_OFFSETS = [-0.02, 0, 0.02, 0.04, 0.06];

const SPAN = 1 + 2 * MARGIN;
const WIDE_WIDTH = Math.round(CARD_WARP_WIDTH * SPAN);
const WIDE_HEIGHT = Math.round(CARD_WARP_HEIGHT * SPAN);

/** A point given in fractions of the outline (0..1 inside it), in photo pixels. */
function outlineMap(quad: Quad) {
  const h = solveHomography(
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ],
    quad,
  );
  return (u: number, v: number) => applyHomography(h, u, v);
}

/** The outline with MARGIN of the photo around it, warped at the card warp's scale. */
export function warpAround(image: RgbImage, quad: Quad): RgbImage {
  const at = outlineMap(quad);
  const low = -MARGIN;
  const high = 1 + MARGIN;
  const wide: Quad = [at(low, low), at(high, low), at(high, high), at(low, high)];
  return warpCard(image, wide, WIDE_WIDTH, WIDE_HEIGHT);
}

/** The card with these edges inside `quad`, in photo pixels. */
export function quadWithin(quad: Quad, edges: CardEdges): Quad {
  const at = outlineMap(quad);
  return [
    at(edges.left, edges.top),
    at(edges.right, edges.top),
    at(edges.right, edges.bottom),
    at(edges.left, edges.bottom),
  ];
}

/** A region of the card (fractions of the card) as fractions of the widened warp. */
function regionOfCard(edges: CardEdges, region: Region): Region {
  const x = (f: number) => (MARGIN + edges.left + (edges.right - edges.left) * f) / SPAN;
  const y = (f: number) => (MARGIN + edges.top + (edges.bottom - edges.top) * f) / SPAN;
  return { x0: x(region.x0), y0: y(region.y0), x1: x(region.x1), y1: y(region.y1) };
}

type TemplateSize = typeof NAME_TEMPLATE;
type Best = { score: number; edges: CardEdges };

/**
 * Templates of one region of the widened warp for card edges, made once per placement and
 * shared by every candidate.
 */
function placedTemplates(wide: RgbImage, region: Region, size: TemplateSize) {
  const made = new Map<string, Uint8Array>();
  return (edges: CardEdges) => {
    const key = `${edges.left} ${edges.top} ${edges.right} ${edges.bottom}`;
    let template = made.get(key);
    if (!template) {
      template = cardTemplate(wide, regionOfCard(edges, region), size, TEMPLATE_PAD);
      made.set(key, template);
    }
    return template;
  };
}

/** The best correlation of a stored template over some placements, and where it was. */
function bestOf(
  placements: CardEdges[],
  templateAt: (edges: CardEdges) => Uint8Array,
  stored: Uint8Array,
  offset: number,
  size: TemplateSize,
  start: Best = { score: -1, edges: { left: 0, top: 0, right: 1, bottom: 1 } },
): Best {
  let best = start;
  for (const edges of placements) {
    const score = shiftedCorrelation(templateAt(edges), stored, offset, size);
    if (score > best.score) {
      best = { score, edges };
    }
  }
  return best;
}

/**
 * Coarse to fine: first the edge nearest the template (the bottom for the number strip, the
 * top for the name bar) with the sides as outlined, then the sides around the best of it.
 */
function sidesAround(edges: CardEdges, sides: 'both' | 'shift'): CardEdges[] {
  const out: CardEdges[] = [];
  for (const left of SIDE_OFFSETS) {
    const rights = sides === 'both' ? SIDE_OFFSETS.map((offset) => 1 + offset) : [1 + left];
    for (const right of rights) {
      if (left !== 0 || right !== 1) {
        out.push({ ...edges, left, right });
      }
    }
  }
  return out;
}

export type AlignedRanking = { ranked: Ranked[]; card: Quad };

/**
 * Re-scores `candidates` (close leaders of one reading) with the name bar and number strip of
 * the card placed where each candidate's templates fit best inside the outline: every candidate
 * gets the same choice of placements, so an outline a few percent off no longer favours the
 * printing whose strip happens to line up with it. Also returns the outline the winner fits
 * (where its number strip is read).
 */
function alignedRerank(
  snapshot: IndexSnapshot,
  image: RgbImage,
  quad: Quad,
  candidates: Ranked[],
): AlignedRanking {
  const wide = warpAround(image, quad);
  const bottomAt = placedTemplates(wide, CARD_REGIONS.bottomStrip, BOTTOM_TEMPLATE);
  const nameAt = placedTemplates(wide, CARD_REGIONS.nameBar, NAME_TEMPLATE);
  const bottoms = BOTTOM_OFFSETS.map((offset) => ({
    left: 0,
    top: 0,
    right: 1,
    bottom: 1 + offset,
  }));
  const tops = TOP_OFFSETS.map((top) => ({ left: 0, top, right: 1, bottom: 1 }));
  const nameLength = NAME_TEMPLATE.width * NAME_TEMPLATE.height;
  const scored = candidates.map((entry) => {
    const base = entry.index * FEATURE_TEMPLATE_BYTES;
    const stored = snapshot.templates;
    const bottomRow = bestOf(bottoms, bottomAt, stored, base + nameLength, BOTTOM_TEMPLATE);
    const bottom = bestOf(
      sidesAround(bottomRow.edges, 'both'),
      bottomAt,
      stored,
      base + nameLength,
      BOTTOM_TEMPLATE,
      bottomRow,
    );
    const nameRow = bestOf(tops, nameAt, stored, base, NAME_TEMPLATE);
    const name = bestOf(
      sidesAround(nameRow.edges, 'shift'),
      nameAt,
      stored,
      base,
      NAME_TEMPLATE,
      nameRow,
    );
    const edges: CardEdges = { ...bottom.edges, top: name.edges.top };
    return {
      entry: {
        ...entry,
        score: entry.cosine + NAME_WEIGHT * name.score + BOTTOM_WEIGHT * bottom.score,
      },
      edges,
    };
  });
  scored.sort((a, b) => b.entry.score - a.entry.score);
  const winner = scored[0];
  return {
    ranked: scored.map((item) => item.entry),
    card: winner ? quadWithin(quad, winner.edges) : quad,
  };
}

/** Leaders this close to the best, at most ALIGN_CANDIDATES of them, are aligned. */
const ALIGN_WINDOW = 0.1;
const ALIGN_CANDIDATES = 4;

/**
 * A reading's ranking with its close leaders re-ranked by aligned templates, and the card's
 * outline as the winner fits it. Only their order changes: the best score stays what it was,
 * since the multi-card search decides on it which shapes a card hides (a pair of cards, aligned,
 * would pass for one more easily).
 */
export function alignLeaders(
  snapshot: IndexSnapshot,
  image: RgbImage,
  quad: Quad,
  ranked: Ranked[],
): AlignedRanking {
  const best = ranked[0]?.score ?? 0;
  const close = ranked
    .slice(0, ALIGN_CANDIDATES)
    .filter((entry) => entry.score > best - ALIGN_WINDOW);
  const aligned = alignedRerank(snapshot, image, quad, close);
  const lift = (aligned.ranked[0]?.score ?? best) - best;
  return {
    ranked: [
      ...aligned.ranked.map((entry) => ({ ...entry, score: entry.score - lift })),
      ...ranked.slice(close.length),
    ].sort((a, b) => b.score - a.score),
    card: aligned.card,
  };
}

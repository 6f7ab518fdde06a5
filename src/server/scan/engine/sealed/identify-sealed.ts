import { fullFrame } from '../../../vision/detect/photo-corners.ts';
import { refineQuad } from '../../../vision/detect/refine-corners.ts';
import type { Quad } from '../../../vision/image/homography.ts';
import type { OpenCv } from '../../../vision/image/opencv.ts';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';
import { warpCard } from '../../../vision/image/warp-card.ts';
import type { StageTimer } from '../../../vision/stage-timer.ts';
import type { IndexSnapshot } from '../search/index-snapshot.ts';
import type { Ranked } from '../search/vector-search.ts';
import { faceAspect, findProductQuads } from './detect-product.ts';
import { extendToFace } from './extend-sides.ts';
import { rankSealed } from './rank-sealed.ts';
import { computeSealedQueryFeatures } from './sealed-features.ts';

/** A face is rectified to about this many pixels squared, at its own aspect. */
const FACE_PIXELS = 190;
/** Below this score (cosine + thumbnail correlation - aspect penalty) nothing is reported. */
const SEALED_REJECT_SCORE = 0.7;
/** At or above this score an outline is taken without reading the others. */
const SEALED_SURE_SCORE = 1.15;
/** Outlines read per photo: the detector's best few, then the guide's frame. */
const OUTLINES = 3;

type SealedReading = { quad: Quad; ranked: Ranked[] };

const scoreOf = (reading: SealedReading | null) => reading?.ranked[0]?.score ?? -Infinity;

/** The product's face inside `quad` rectified at the quad's aspect, described and searched. */
function readFace(
  snapshot: IndexSnapshot,
  image: RgbImage,
  quad: Quad,
  timer: StageTimer,
): SealedReading {
  const aspect = faceAspect(quad);
  const face = timer.time('warp', () =>
    warpCard(
      image,
      quad,
      Math.max(8, Math.round(FACE_PIXELS * Math.sqrt(aspect))),
      Math.max(8, Math.round(FACE_PIXELS / Math.sqrt(aspect))),
    ),
  );
  const features = timer.time('describe', () => computeSealedQueryFeatures(face, aspect));
  return { quad, ranked: timer.time('search', () => rankSealed(snapshot, features)) };
}

/**
 * The best reading of the sealed product in a photo: each of the detector's outlines (any
 * aspect from about 1:3 to 3:1), snapped to the photo's edges and read as an upright face,
 * then the guide's frame; the reading whose best match scores highest wins.
 */
export function readSealedProduct(
  cv: OpenCv,
  snapshot: IndexSnapshot,
  image: RgbImage,
  timer: StageTimer,
): SealedReading | null {
  const candidates = timer.time('detect', () => findProductQuads(cv, image, OUTLINES));
  // Each outline as found, then with sides hidden behind an inner line moved out to the face.
  const outlines: (() => Quad[])[] = [
    ...candidates.map((candidate) => () => {
      const refined = timer.time('refine', () => refineQuad(image, candidate.quad));
      const extended = timer.time('refine', () => extendToFace(image, refined));
      return extended === refined ? [refined] : [refined, extended];
    }),
    // The client crops the photo to the sealed guide, with a thin margin around it.
    () => [fullFrame(image, 0.04)],
  ];
  let best: SealedReading | null = null;
  for (const outline of outlines) {
    if (scoreOf(best) >= SEALED_SURE_SCORE) {
      break;
    }
    for (const quad of outline()) {
      const reading = readFace(snapshot, image, quad, timer);
      if (scoreOf(reading) > scoreOf(best)) {
        best = reading;
      }
    }
  }
  return best && scoreOf(best) >= SEALED_REJECT_SCORE ? best : null;
}

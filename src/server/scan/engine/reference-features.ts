import { decodeToSize } from './decode-image.ts';
import {
  CARD_WARP_HEIGHT,
  CARD_WARP_WIDTH,
  computeCardFeatures,
  computeSealedFeatures,
  type Features,
} from './features.ts';

export type ProductKind = 'card' | 'sealed';

/** The sealed picture size; queries crop the photo's centre to the same square. */
export const SEALED_PICTURE_SIZE = 128;

/** Features of a catalog reference image (a card scan or a product shot). */
export async function computeReferenceFeatures(
  image: Buffer,
  kind: ProductKind,
): Promise<Features> {
  if (kind === 'card') {
    return computeCardFeatures(
      await decodeToSize(image, CARD_WARP_WIDTH, CARD_WARP_HEIGHT, 'fill'),
    );
  }
  return computeSealedFeatures(
    await decodeToSize(image, SEALED_PICTURE_SIZE, SEALED_PICTURE_SIZE, 'contain'),
  );
}

import { decodeToSize } from '../../../vision/image/decode-image.ts';
import { encodeSealedFeatures, SEALED_DESCRIPTOR_VERSION } from '../sealed/sealed-features.ts';
import { computeSealedReferenceFeatures } from '../sealed/sealed-reference.ts';
import {
  CARD_WARP_HEIGHT,
  CARD_WARP_WIDTH,
  computeCardFeatures,
  DESCRIPTOR_VERSION,
  encodeFeatures,
} from './features.ts';

export type ProductKind = 'card' | 'sealed';

/** The descriptor version an index entry of this kind must carry to be searched. */
export const descriptorVersionOf = (kind: ProductKind) =>
  kind === 'sealed' ? SEALED_DESCRIPTOR_VERSION : DESCRIPTOR_VERSION;

/** The stored features of a catalog reference image (a card scan or a product shot). */
export async function computeReferenceBlob(image: Buffer, kind: ProductKind): Promise<Buffer> {
  if (kind === 'card') {
    return encodeFeatures(
      computeCardFeatures(await decodeToSize(image, CARD_WARP_WIDTH, CARD_WARP_HEIGHT, 'fill')),
    );
  }
  return encodeSealedFeatures(await computeSealedReferenceFeatures(image));
}

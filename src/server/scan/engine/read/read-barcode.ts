import { createRequire } from 'node:module';
import type { DecodeHintType as DecodeHintTypeEnum } from '@zxing/library';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';

// The package's CommonJS build has no named exports Node's ESM loader can detect.
const zxing = createRequire(import.meta.url)('@zxing/library') as typeof import('@zxing/library');
const {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatOneDReader,
  RGBLuminanceSource,
} = zxing;

const hints = new Map<DecodeHintTypeEnum, unknown>([
  [
    DecodeHintType.POSSIBLE_FORMATS,
    [BarcodeFormat.EAN_13, BarcodeFormat.UPC_A, BarcodeFormat.EAN_8, BarcodeFormat.UPC_E],
  ],
  [DecodeHintType.TRY_HARDER, true],
]);
const reader = new MultiFormatOneDReader(hints);

function luminance(image: RgbImage): Uint8ClampedArray {
  const out = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < out.length; i++) {
    out[i] =
      (image.data[i * 3] as number) * 0.299 +
      (image.data[i * 3 + 1] as number) * 0.587 +
      (image.data[i * 3 + 2] as number) * 0.114;
  }
  return out;
}

/** The EAN/UPC digits of a barcode visible in the photo, or null. */
export function readBarcode(image: RgbImage): string | null {
  const source = new RGBLuminanceSource(luminance(image), image.width, image.height);
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(source));
    return reader.decode(bitmap, hints).getText();
  } catch {
    return null;
  } finally {
    reader.reset();
  }
}

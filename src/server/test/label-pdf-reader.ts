import { BinaryBitmap, Code128Reader, HybridBinarizer, RGBLuminanceSource } from '@zxing/library';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

export type Rect = { x: number; y: number; width: number; height: number };
export type PdfPageContent = { text: string[]; rects: Rect[] };

function hexToText(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16));
  }
  return out;
}

/** Decodes each page's content streams and reads the shown strings and the rectangles drawn. */
export async function readPdf(bytes: Uint8Array): Promise<PdfPageContent[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    let source = '';
    for (const ref of streams) {
      const stream = ref ? doc.context.lookup(ref) : undefined;
      if (stream instanceof PDFRawStream) {
        source += Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      }
    }
    const text = [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => hexToText(m[1] ?? ''));
    const number = String.raw`(-?[\d.]+)`;
    // regex-safety: test helper reading PDFs the app itself wrote.
    const rectPattern = new RegExp(`${number}\\s+${number}\\s+${number}\\s+${number}\\s+re`, 'g');
    const rects = [...source.matchAll(rectPattern)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      width: Number(m[3]),
      height: Number(m[4]),
    }));
    return { text, rects };
  });
}

/**
 * Rasterises the tallest row of equal-height rectangles (the barcode's bars) and decodes it with
 * ZXing's Code 128 reader, an implementation independent of ours.
 */
export function decodeBarcode(rects: Rect[]): string {
  const groups = new Map<string, Rect[]>();
  for (const rect of rects) {
    const key = `${rect.y.toFixed(2)}:${rect.height.toFixed(2)}`;
    groups.set(key, [...(groups.get(key) ?? []), rect]);
  }
  const bars = [...groups.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  if (bars.length < 10) {
    throw new Error('no barcode found');
  }
  const scale = 5;
  const left = Math.min(...bars.map((bar) => bar.x)) - 20;
  const right = Math.max(...bars.map((bar) => bar.x + bar.width)) + 20;
  const width = Math.ceil((right - left) * scale);
  const height = 40;
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  for (const bar of bars) {
    const from = Math.round((bar.x - left) * scale);
    const to = Math.round((bar.x + bar.width - left) * scale);
    for (let row = 0; row < height; row++) {
      pixels.fill(0, row * width + from, row * width + to);
    }
  }
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(pixels, width, height)),
  );
  return new Code128Reader().decode(bitmap).getText();
}

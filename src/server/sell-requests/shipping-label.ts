import {
  fill,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
  setFillingColor,
} from 'pdf-lib';
import type { SellRequest } from '#core/sell-requests/sell-request.schema.ts';
import { code128Bars } from './code128.ts';

/** A 4 x 6 inch label; items that do not fit continue on further pages of the same size. */
const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 18;
const MODULE = 1.2;
const BAR_HEIGHT = 48;

/** The standard fonts only encode WinAnsi: other characters (e.g. Japanese names) become '?'. */
export function toWinAnsi(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 63;
      return (code >= 32 && code <= 126) || (code >= 160 && code <= 255) ? char : '?';
    })
    .join('');
}

function addressLines(request: SellRequest): string[] {
  const a = request.returnAddress;
  return [a.name, a.line1, a.line2, `${a.postalCode} ${a.city}`, a.country].filter(Boolean);
}

type Pen = { page: PDFPage; y: number };

function drawLines(pen: Pen, font: PDFFont, lines: string[], size: number) {
  for (const line of lines) {
    pen.page.drawText(toWinAnsi(line), { x: MARGIN, y: pen.y, size, font });
    pen.y -= size + 3;
  }
}

function drawBarcode(page: PDFPage, font: PDFFont, text: string, top: number) {
  const { bars, totalModules } = code128Bars(text);
  const left = (WIDTH - totalModules * MODULE) / 2;
  // One `re` path per bar, filled once: compact, and exactly the widths Code 128 prescribes.
  page.pushOperators(
    pushGraphicsState(),
    setFillingColor(rgb(0, 0, 0)),
    ...bars.map((bar) =>
      rectangle(left + bar.x * MODULE, top - BAR_HEIGHT, bar.width * MODULE, BAR_HEIGHT),
    ),
    fill(),
    popGraphicsState(),
  );
  const textWidth = font.widthOfTextAtSize(text, 10);
  page.drawText(text, { x: (WIDTH - textWidth) / 2, y: top - BAR_HEIGHT - 12, size: 10, font });
}

/** The shipping label PDF: both addresses, request number and its barcode, the item list. */
export async function renderShippingLabel(
  request: SellRequest,
  shipTo: string[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Shipping label ${request.number}`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pen: Pen = { page: doc.addPage([WIDTH, HEIGHT]), y: HEIGHT - MARGIN - 8 };

  drawLines(pen, bold, ['FROM'], 8);
  drawLines(pen, font, addressLines(request), 9);
  pen.y -= 6;
  drawLines(pen, bold, ['SHIP TO'], 8);
  drawLines(pen, bold, shipTo, 12);
  pen.y -= 4;
  drawLines(pen, bold, [`Sell request ${request.number}`], 11);
  drawBarcode(pen.page, font, request.number, pen.y);
  pen.y -= BAR_HEIGHT + 28;
  drawLines(pen, bold, [`Items (${request.items.length})`], 9);
  for (const item of request.items) {
    if (pen.y < MARGIN) {
      pen.page = doc.addPage([WIDTH, HEIGHT]);
      pen.y = HEIGHT - MARGIN - 8;
      drawLines(pen, bold, [`${request.number} items, continued`], 9);
    }
    const line = `${item.productName} (${item.condition}) ${item.productId}`;
    drawLines(pen, font, [line.length > 60 ? `${line.slice(0, 57)}...` : line], 8);
  }
  return doc.save();
}

/** An interleaved 8-bit RGB image (3 bytes per pixel), the one image type the engine passes around. */
export type RgbImage = { data: Uint8Array; width: number; height: number };

/** A rectangle as fractions of an image's width and height. */
export type Region = { x0: number; y0: number; x1: number; y1: number };

export function createRgbImage(width: number, height: number): RgbImage {
  return { data: new Uint8Array(width * height * 3), width, height };
}

/** Halves both sides by averaging 2x2 blocks (a cheap anti-aliased downscale). */
export function halveImage(image: RgbImage): RgbImage {
  const width = image.width >> 1;
  const height = image.height >> 1;
  const out = createRgbImage(width, height);
  const src = image.data;
  const stride = image.width * 3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (2 * y * image.width + 2 * x) * 3;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const sum =
          (src[i + c] as number) +
          (src[i + 3 + c] as number) +
          (src[i + stride + c] as number) +
          (src[i + stride + 3 + c] as number);
        out.data[o + c] = (sum + 2) >> 2;
      }
    }
  }
  return out;
}

/** Luma of a region resampled by area averaging to `outW` x `outH` (Float32, 0..255). */
export function regionToGray(
  image: RgbImage,
  region: Region,
  outW: number,
  outH: number,
): Float32Array {
  const planes = regionToPlanes(image, region, outW, outH);
  const gray = new Float32Array(outW * outH);
  for (let i = 0; i < gray.length; i++) {
    gray[i] =
      0.299 * (planes.r[i] as number) +
      0.587 * (planes.g[i] as number) +
      0.114 * (planes.b[i] as number);
  }
  return gray;
}

/** The R, G and B planes of a region, area-averaged onto an `outW` x `outH` grid. */
export function regionToPlanes(image: RgbImage, region: Region, outW: number, outH: number) {
  const r = new Float32Array(outW * outH);
  const g = new Float32Array(outW * outH);
  const b = new Float32Array(outW * outH);
  const px0 = Math.max(0, Math.floor(region.x0 * image.width));
  const px1 = Math.min(image.width, Math.ceil(region.x1 * image.width));
  const py0 = Math.max(0, Math.floor(region.y0 * image.height));
  const py1 = Math.min(image.height, Math.ceil(region.y1 * image.height));
  const sx = outW / Math.max(1, px1 - px0);
  const sy = outH / Math.max(1, py1 - py0);
  // Each column's cell, worked out once rather than per pixel, and how many pixels each cell
  // column and row takes in.
  const columnCell = new Int32Array(Math.max(0, px1 - px0));
  const columns = new Float32Array(outW);
  const rows = new Float32Array(outH);
  for (let x = px0; x < px1; x++) {
    const cx = Math.min(outW - 1, Math.floor((x - px0) * sx));
    columnCell[x - px0] = cx;
    columns[cx] = (columns[cx] as number) + 1;
  }
  const src = image.data;
  for (let y = py0; y < py1; y++) {
    const cy = Math.min(outH - 1, Math.floor((y - py0) * sy));
    rows[cy] = (rows[cy] as number) + 1;
    const rowCell = cy * outW;
    let i = (y * image.width + px0) * 3;
    for (let x = 0; x < columnCell.length; x++, i += 3) {
      const cell = rowCell + (columnCell[x] as number);
      r[cell] = (r[cell] as number) + (src[i] as number);
      g[cell] = (g[cell] as number) + (src[i + 1] as number);
      b[cell] = (b[cell] as number) + (src[i + 2] as number);
    }
  }
  for (let cy = 0; cy < outH; cy++) {
    for (let cx = 0; cx < outW; cx++) {
      const i = cy * outW + cx;
      const n = (rows[cy] as number) * (columns[cx] as number) || 1;
      r[i] = (r[i] as number) / n;
      g[i] = (g[i] as number) / n;
      b[i] = (b[i] as number) / n;
    }
  }
  return { r, g, b };
}

/** Rotates an image by 180 degrees (a card photographed upside down). */
export function rotateImage180(image: RgbImage): RgbImage {
  const out = createRgbImage(image.width, image.height);
  const pixels = image.width * image.height;
  for (let p = 0; p < pixels; p++) {
    const q = (pixels - 1 - p) * 3;
    out.data[q] = image.data[p * 3] as number;
    out.data[q + 1] = image.data[p * 3 + 1] as number;
    out.data[q + 2] = image.data[p * 3 + 2] as number;
  }
  return out;
}

import { type Quad, solveHomography } from './homography.ts';
import { createRgbImage, type RgbImage } from './rgb-image.ts';

/**
 * Warps a quad of the photo to an outW x outH rectangle (bilinear), with the projective map
 * stepped along each row and no per-pixel allocation: the engine warps every guess.
 */
export function warpCard(image: RgbImage, quad: Quad, outW: number, outH: number): RgbImage {
  const h = solveHomography(
    [
      [0, 0],
      [outW, 0],
      [outW, outH],
      [0, outH],
    ],
    quad,
  );
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = h as unknown as number[];
  const out = createRgbImage(outW, outH);
  const dst = out.data;
  const { data, width, height } = image;
  const maxX = width - 1.001;
  const maxY = height - 1.001;
  const stride = width * 3;
  for (let y = 0; y < outH; y++) {
    const v = y + 0.5;
    let nx = (h0 as number) * 0.5 + (h1 as number) * v + (h2 as number);
    let ny = (h3 as number) * 0.5 + (h4 as number) * v + (h5 as number);
    let nw = (h6 as number) * 0.5 + (h7 as number) * v + (h8 as number);
    let o = y * outW * 3;
    for (let x = 0; x < outW; x++) {
      let fx = nx / nw - 0.5;
      let fy = ny / nw - 0.5;
      fx = fx < 0 ? 0 : fx > maxX ? maxX : fx;
      fy = fy < 0 ? 0 : fy > maxY ? maxY : fy;
      const x0 = fx | 0;
      const y0 = fy | 0;
      const ax = fx - x0;
      const ay = fy - y0;
      const i00 = y0 * stride + x0 * 3;
      const i01 = i00 + stride;
      for (let c = 0; c < 3; c++) {
        const top = (data[i00 + c] as number) * (1 - ax) + (data[i00 + 3 + c] as number) * ax;
        const bottom = (data[i01 + c] as number) * (1 - ax) + (data[i01 + 3 + c] as number) * ax;
        dst[o + c] = top * (1 - ay) + bottom * ay + 0.5;
      }
      o += 3;
      nx += h0 as number;
      ny += h3 as number;
      nw += h6 as number;
    }
  }
  return out;
}

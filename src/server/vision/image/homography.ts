export type Point = [number, number];
/** Four corners, clockwise from top-left. */
export type Quad = [Point, Point, Point, Point];
/** A 3x3 projective matrix, row-major. */
export type Homography = Float64Array;

/** Solves the 8x8 system for the homography taking `from[i]` to `to[i]`. */
export function solveHomography(from: Quad, to: Quad): Homography {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i] as Point;
    const [u, v] = to[i] as Point;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gaussian elimination with partial pivoting on the augmented 8x9 matrix.
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let row = col + 1; row < 8; row++) {
      if (Math.abs(a[row]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) {
        pivot = row;
      }
    }
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const pivotRow = a[col] as number[];
    const p = pivotRow[col] as number;
    if (Math.abs(p) < 1e-12) {
      throw new Error('degenerate quadrilateral');
    }
    for (let row = 0; row < 8; row++) {
      if (row === col) {
        continue;
      }
      const r = a[row] as number[];
      const f = (r[col] as number) / p;
      for (let k = col; k < 9; k++) {
        r[k] = (r[k] as number) - f * (pivotRow[k] as number);
      }
    }
  }
  const h = new Float64Array(9);
  for (let i = 0; i < 8; i++) {
    const r = a[i] as number[];
    h[i] = (r[8] as number) / (r[i] as number);
  }
  h[8] = 1;
  return h;
}

export function applyHomography(h: Homography, x: number, y: number): Point {
  const w = (h[6] as number) * x + (h[7] as number) * y + (h[8] as number);
  return [
    ((h[0] as number) * x + (h[1] as number) * y + (h[2] as number)) / w,
    ((h[3] as number) * x + (h[4] as number) * y + (h[5] as number)) / w,
  ];
}

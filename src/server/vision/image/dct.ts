const tables = new Map<number, Float64Array>();

function cosineTable(n: number): Float64Array {
  let table = tables.get(n);
  if (!table) {
    table = new Float64Array(n * n);
    for (let k = 0; k < n; k++) {
      const scale = k === 0 ? Math.sqrt(1 / n) : Math.sqrt(2 / n);
      for (let i = 0; i < n; i++) {
        table[k * n + i] = scale * Math.cos(((2 * i + 1) * k * Math.PI) / (2 * n));
      }
    }
    tables.set(n, table);
  }
  return table;
}

/** Orthonormal 2-D DCT-II of an n x n block (opencv.js does not export cv.dct). */
export function dct2d(block: Float32Array, n: number): Float64Array {
  const c = cosineTable(n);
  const rows = new Float64Array(n * n);
  for (let y = 0; y < n; y++) {
    for (let k = 0; k < n; k++) {
      let sum = 0;
      for (let x = 0; x < n; x++) {
        sum += (c[k * n + x] as number) * (block[y * n + x] as number);
      }
      rows[y * n + k] = sum;
    }
  }
  const out = new Float64Array(n * n);
  for (let k = 0; k < n; k++) {
    for (let x = 0; x < n; x++) {
      let sum = 0;
      for (let y = 0; y < n; y++) {
        sum += (c[k * n + y] as number) * (rows[y * n + x] as number);
      }
      out[k * n + x] = sum;
    }
  }
  return out;
}

/** The first `count` coefficients in zig-zag order, skipping DC (brightness). */
export function lowFrequencies(coefficients: Float64Array, n: number, count: number): number[] {
  const picked: number[] = [];
  for (let diagonal = 1; picked.length < count && diagonal < 2 * n - 1; diagonal++) {
    for (let i = 0; i <= diagonal && picked.length < count; i++) {
      const row = diagonal % 2 === 0 ? diagonal - i : i;
      const col = diagonal - row;
      if (row < n && col < n) {
        picked.push(coefficients[row * n + col] as number);
      }
    }
  }
  return picked;
}

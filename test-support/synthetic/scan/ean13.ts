const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The 95 modules (1 = bar) of an EAN-13 code; a 12-digit UPC-A is encoded with a leading 0. */
export function ean13Modules(code: string): string {
  const digits = code.length === 12 ? `0${code}` : code;
  if (!/^\d{13}$/.test(digits)) {
    throw new Error(`not an EAN-13/UPC-A code: ${code}`);
  }
  const parity = PARITY[Number(digits[0])] as string;
  let modules = '101';
  for (let i = 1; i <= 6; i++) {
    const table = parity[i - 1] === 'L' ? L : G;
    modules += table[Number(digits[i])];
  }
  modules += '01010';
  for (let i = 7; i <= 12; i++) {
    modules += R[Number(digits[i])];
  }
  return `${modules}101`;
}

/** An SVG group drawing the barcode (with quiet zones) at x, y. */
export function ean13Svg(code: string, x: number, y: number, moduleWidth: number, height: number) {
  const modules = ean13Modules(code);
  const quiet = 11 * moduleWidth;
  const bars: string[] = [];
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] === '1') {
      bars.push(
        `<rect x="${x + quiet + i * moduleWidth}" y="${y + 4}" width="${moduleWidth}" height="${height - 8}"/>`,
      );
    }
  }
  const width = modules.length * moduleWidth + 2 * quiet;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#fff"/><g fill="#000">${bars.join('')}</g>`;
}

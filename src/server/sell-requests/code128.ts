/**
 * Code 128 (subset B) encoder, written here rather than pulled in as a dependency: the label
 * needs one barcode of a short ASCII request number. Each pattern lists the module widths of
 * bar, space, bar, space, bar, space (the stop pattern adds a final bar).
 */
export const CODE128_PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
] as const;

export const START_B = 104;
export const STOP = 106;

/** The symbol values: start B, one per character, the modulo-103 check symbol, stop. */
export function code128Values(text: string): number[] {
  if (text.length === 0) {
    throw new Error('Code 128 needs at least one character');
  }
  const values = [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code < 32 || code > 127) {
      throw new Error(`Code 128 subset B cannot encode ${JSON.stringify(char)}`);
    }
    return code - 32;
  });
  const weighted = values.reduce((sum, value, index) => sum + value * (index + 1), START_B);
  return [START_B, ...values, weighted % 103, STOP];
}

/** Alternating bar/space module widths, starting with a bar and ending with the stop bar. */
export function code128Modules(text: string): number[] {
  return code128Values(text).flatMap((value) => {
    const pattern = CODE128_PATTERNS[value];
    if (!pattern) {
      throw new Error(`no Code 128 pattern for ${value}`);
    }
    return [...pattern].map(Number);
  });
}

export type Bar = { x: number; width: number };

/** Bars in module units, after a quiet zone of 10 modules. */
export function code128Bars(text: string): { bars: Bar[]; totalModules: number } {
  const quiet = 10;
  let x = quiet;
  const bars: Bar[] = [];
  code128Modules(text).forEach((width, index) => {
    if (index % 2 === 0) {
      bars.push({ x, width });
    }
    x += width;
  });
  return { bars, totalModules: x + quiet };
}

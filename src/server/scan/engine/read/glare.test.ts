import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderSyntheticCard } from '#test-support/synthetic/scan/render-card.ts';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';
import { CARD_REGIONS } from '../search/features.ts';
import { withoutGlare } from './glare.ts';

async function cardImage(seed: number): Promise<RgbImage> {
  const png = await renderSyntheticCard({
    productId: `glare-${seed}`,
    name: 'Testmon',
    number: '7',
    total: 99,
    setCode: 'TST',
    era: 'modern',
    hp: 80,
    types: ['Darkness'],
  });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

/** A sleeve highlight: white mixed in, strongest at (x, y), gone at `radius`. */
function withHighlight(card: RgbImage, x: number, y: number, radius: number, strength: number) {
  const data = Uint8Array.from(card.data);
  for (let py = 0; py < card.height; py++) {
    for (let px = 0; px < card.width; px++) {
      const falloff = 1 - ((px - x) ** 2 + (py - y) ** 2) / radius ** 2;
      if (falloff > 0) {
        const a = strength * falloff;
        const i = (py * card.width + px) * 3;
        for (let c = 0; c < 3; c++) {
          data[i + c] = Math.round((data[i + c] as number) * (1 - a) + 255 * a);
        }
      }
    }
  }
  return { ...card, data };
}

/** Mean absolute channel difference over the artwork. */
function artDifference(a: RgbImage, b: RgbImage): number {
  const art = CARD_REGIONS.art;
  let sum = 0;
  let count = 0;
  for (let y = Math.round(art.y0 * a.height); y < Math.round(art.y1 * a.height); y++) {
    for (let x = Math.round(art.x0 * a.width); x < Math.round(art.x1 * a.width); x++) {
      const i = (y * a.width + x) * 3;
      for (let c = 0; c < 3; c++) {
        sum += Math.abs((a.data[i + c] as number) - (b.data[i + c] as number));
        count++;
      }
    }
  }
  return sum / count;
}

describe('withoutGlare', () => {
  // Card 6's artwork has no pale shape of its own (most do: then the engine reads both ways).
  it.each([
    [6, 140, 170, 90, 0.6],
    [6, 260, 200, 70, 0.45],
  ])('takes most of a highlight back out of the artwork (card %i)', async (seed, x, y, r, s) => {
    const card = await cardImage(seed);
    const glared = withHighlight(card, x, y, r, s);
    const cleaned = withoutGlare(glared);
    expect(cleaned).not.toBeNull();
    expect(artDifference(cleaned as RgbImage, card)).toBeLessThan(
      0.5 * artDifference(glared, card),
    );
  });

  it('leaves a card without a highlight alone', async () => {
    expect(withoutGlare(await cardImage(6))).toBeNull();
  });
});

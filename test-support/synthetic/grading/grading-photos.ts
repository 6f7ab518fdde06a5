import sharp from 'sharp';
import { makePhoto, type PhotoOptions } from '../scan/make-photo.ts';
import { type OffsetCard, renderOffsetCardWithDamage } from './offset-card.ts';

/** A phone-like photo (JPEG, 1200x1600) of a card whose centering is known exactly. */
export async function offsetCardPhoto(card: OffsetCard, seed: number, options: PhotoOptions = {}) {
  const { png, lines } = await renderOffsetCardWithDamage(card);
  const photo = await makePhoto([png], seed, {
    width: 1200,
    height: 1600,
    difficulty: 0.6,
    ...options,
  });
  /** The scratches and print lines drawn on the card (card pixels, 10 px/mm). */
  return { ...photo, lines };
}

/** A photo of a table with no card on it. */
export async function emptyTablePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1000, height: 1300, channels: 3, background: '#3a4a3f' } })
    .jpeg()
    .toBuffer();
}

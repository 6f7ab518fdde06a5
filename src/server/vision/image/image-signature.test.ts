import { describe, expect, it } from 'vitest';
import { imageSignature } from './image-signature.ts';

describe('imageSignature', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(imageSignature(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(imageSignature(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(imageSignature(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe(
      'webp',
    );
  });

  it('refuses SVG, TIFF, GIF, HEIF and a misnamed file before any decoder runs', () => {
    for (const bytes of [
      Buffer.from('<svg width="9e9" height="9e9"></svg>'),
      Buffer.from('49492a00', 'hex'),
      Buffer.from('GIF89a'),
      Buffer.from('000000186674797068656963', 'hex'),
      Buffer.from('RIFF\u0000\u0000\u0000\u0000AVI ', 'latin1'),
      Buffer.alloc(0),
    ]) {
      expect(imageSignature(bytes)).toBeUndefined();
    }
  });
});

/** The formats photo uploads may be, by their first bytes. */
export type ImageSignature = 'jpeg' | 'png' | 'webp';

const startsWith = (buffer: Buffer, bytes: readonly number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);

/**
 * JPEG, PNG or WebP by magic number, else undefined. Checked before sharp sees the bytes, so
 * libvips never parses SVG, TIFF, GIF, HEIF or anything else an uploader sends (audit L5).
 */
export function imageSignature(buffer: Buffer): ImageSignature | undefined {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) {
    return 'jpeg';
  }
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'png';
  }
  if (
    startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'webp';
  }
  return undefined;
}

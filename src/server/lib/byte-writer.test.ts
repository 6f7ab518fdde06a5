import { describe, expect, it } from 'vitest';
import { ByteWriter } from './byte-writer.ts';

describe('ByteWriter', () => {
  it('joins text and bytes across blocks as UTF-8', () => {
    const out = new ByteWriter(8);
    const pieces = ['{"a":', '"ピカチュウ"', ',"b":"Flabébé"', ',"c":"—"}'];
    for (const piece of pieces) {
      out.text(piece);
    }
    out.bytes(Buffer.from('!'));
    expect(out.toBuffer().toString('utf8')).toBe(`${pieces.join('')}!`);
    expect(out.length).toBe(Buffer.byteLength(`${pieces.join('')}!`));
  });

  it('drops the last byte and wraps the result in head and tail', () => {
    const out = new ByteWriter(4);
    out.text('{"x":1}');
    out.dropLastByte();
    out.text(',"y":2}');
    expect(out.length).toBe(13);
    expect(out.toBuffer(Buffer.from('['), Buffer.from(']')).toString()).toBe('[{"x":1,"y":2}]');
  });
});

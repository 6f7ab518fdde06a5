const BLOCK_BYTES = 1024 * 1024;

/**
 * Appends UTF-8 text to a list of blocks (1 MB by default), joined once at the end. Writing
 * each piece straight into bytes avoids building (and then re-encoding) one huge string for a
 * 30 MB body.
 */
export class ByteWriter {
  private readonly blocks: Buffer[] = [];
  private block: Buffer;
  private used = 0;
  /** Bytes in the finished blocks. */
  private flushed = 0;

  constructor(private readonly blockBytes = BLOCK_BYTES) {
    this.block = Buffer.allocUnsafe(blockBytes);
  }

  private ensure(extraBytes: number): void {
    if (this.used + extraBytes > this.block.length) {
      this.blocks.push(this.block.subarray(0, this.used));
      this.flushed += this.used;
      this.block = Buffer.allocUnsafe(Math.max(this.blockBytes, extraBytes));
      this.used = 0;
    }
  }

  text(value: string): void {
    // A UTF-16 code unit never takes more than 3 bytes in UTF-8.
    this.ensure(value.length * 3);
    this.used += this.block.write(value, this.used);
  }

  bytes(value: Buffer): void {
    this.ensure(value.length);
    value.copy(this.block, this.used);
    this.used += value.length;
  }

  /** How many bytes have been written so far. */
  get length(): number {
    return this.flushed + this.used;
  }

  /** Takes back the last byte written, when it is still in the current block. */
  dropLastByte(): void {
    this.used = Math.max(0, this.used - 1);
  }

  /** Everything written, with optional bytes before and after, in one exact-size buffer. */
  toBuffer(head?: Buffer, tail?: Buffer): Buffer {
    const parts = [...this.blocks, this.block.subarray(0, this.used)];
    return Buffer.concat([...(head ? [head] : []), ...parts, ...(tail ? [tail] : [])]);
  }
}

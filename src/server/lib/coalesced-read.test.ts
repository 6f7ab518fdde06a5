import { describe, expect, it } from 'vitest';
import { refreshedRead } from './coalesced-read.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('refreshedRead', () => {
  it('answers from the last value while a slow re-read runs, then shows the change', async () => {
    let version = 1;
    let slow = false;
    let reads = 0;
    const read = refreshedRead(async () => {
      reads++;
      const seen = version;
      if (slow) {
        await sleep(200);
      }
      return seen;
    }, 20);
    expect(await read()).toBe(1);
    slow = true;
    version = 2;
    await sleep(30);
    // A re-read has started and takes 200 ms: callers still get the last value at once.
    const started = performance.now();
    expect(await read()).toBe(1);
    expect(performance.now() - started).toBeLessThan(50);
    slow = false;
    await sleep(300);
    expect(await read()).toBe(2);
    expect(reads).toBeGreaterThan(2);
  });

  it('stops reading when nobody asks', async () => {
    let reads = 0;
    const read = refreshedRead(
      async () => {
        reads++;
        return reads;
      },
      10,
      50,
    );
    await read();
    await sleep(200);
    const afterIdle = reads;
    await sleep(100);
    expect(reads).toBe(afterIdle);
  });
});

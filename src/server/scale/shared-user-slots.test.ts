import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createSharedUserSlots } from '../plugins/user-slots.ts';
import { redisForTest, TEST_REDIS_URL } from '../test/app-process.ts';

// Issue 14: scan slots are counted across app processes when Redis is configured. Each process
// builds its own slots object on the same Redis; here two of them stand for two processes.

const hasRedis = await redisForTest('shared slots test');
const log = { warn: () => {} };
const clients: Redis[] = [];
afterAll(() => {
  for (const client of clients) {
    client.disconnect();
  }
});

function processSlots(limit: number, keyPrefix: string, url = TEST_REDIS_URL) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => {});
  clients.push(redis);
  return createSharedUserSlots(limit, { redis, keyPrefix, holdMs: 10_000, log });
}

function held() {
  let release = () => {};
  const done = new Promise<string>((resolve) => {
    release = () => resolve('ran');
  });
  return { task: () => done, release };
}

const refused = () => 'refused';

describe.skipIf(!hasRedis)('user slots shared through Redis', () => {
  it("refuses a user's call on one process while their slot is taken on the other", async () => {
    const prefix = `cardfolio-test-${randomUUID()}:scan-slots:`;
    const first = processSlots(1, prefix);
    const second = processSlots(1, prefix);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const slow = held();
    const running = first.run(7, slow.task, refused);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await second.run(7, async () => 'ran', refused)).toBe('refused');
    // Another user is not affected.
    expect(await second.run(8, async () => 'ran', refused)).toBe('ran');
    slow.release();
    expect(await running).toBe('ran');
    // The slot is given back: the next call runs on either process.
    expect(await second.run(7, async () => 'ran', refused)).toBe('ran');
  });

  it('gives the slot back when the task fails', async () => {
    const slots = processSlots(1, `cardfolio-test-${randomUUID()}:scan-slots:`);
    await expect(
      slots.run(
        7,
        () => Promise.reject(new Error('engine crashed')),
        () => Promise.resolve('refused'),
      ),
    ).rejects.toThrow('engine crashed');
    expect(await slots.run(7, async () => 'ran', refused)).toBe('ran');
  });
});

describe('user slots while Redis is down', () => {
  it('fall back to counting in this process', async () => {
    const slots = processSlots(1, 'unused:', 'redis://127.0.0.1:1');
    const slow = held();
    const running = slots.run(7, slow.task, refused);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await slots.run(7, async () => 'ran', refused)).toBe('refused');
    slow.release();
    expect(await running).toBe('ran');
  });
});

import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '#core/errors.ts';
import { PoolBusyError, PoolTimeoutError, WorkerJobError } from '../lib/worker-pool/worker-pool.ts';
import { createUserSlots, type UserSlots } from '../plugins/user-slots.ts';
import { identify, type ScanDeps } from './scan.service.ts';

// The scan service's own rules, without workers or a database: the member gate, the slots and
// how the pool's errors reach the client (decision 047). The route tests run real scans.
let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({
    create: { width: 64, height: 90, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg()
    .toBuffer();
});

const free = { id: 1, membershipTier: 0, role: 'user' as const };
const member = { id: 2, membershipTier: 1, role: 'user' as const };
const fields = (scanMode: string) => ({ scanType: 'cards', scanAccuracy: '30000', scanMode });

function depsWith(run: () => Promise<never>, slots: UserSlots = createUserSlots(2)) {
  const workers = { identify: vi.fn(run) };
  const log = { info: vi.fn() };
  // Only the error paths are taken here: the catalog pool is asked only whether an index exists.
  const pool = { query: async () => ({ rows: [{ ready: true }] }) };
  const deps = { pool, log, workers, slots } as unknown as ScanDeps;
  return { deps, workers };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('scan service', () => {
  it('keeps several cards and binder pages for members, before any worker is used', async () => {
    const { deps, workers } = depsWith(() => Promise.reject(new Error('not reached')));
    for (const scanMode of ['multi', 'binder']) {
      const error = await refusal(
        identify(deps, free, async () => ({ image: photo, fields: fields(scanMode) })),
      );
      expect(error.code).toBe('membership_required');
      expect(error.message).toBe(
        'Scanning several cards or a binder page at once is a member feature. Upgrade your membership to use it.',
      );
    }
    expect(workers.identify).not.toHaveBeenCalled();
  });

  it.each([
    [
      new PoolBusyError('all scan workers are busy'),
      'scan_busy',
      'The scanner is busy, please retry in a moment.',
    ],
    [
      new PoolTimeoutError('a scan job took longer than 10 ms'),
      'scan_timeout',
      'The scan took too long. Please try again with a clearer photo.',
    ],
    [
      new WorkerJobError('bad_input', 'image is truncated'),
      'VALIDATION_FAILED',
      'image is truncated',
    ],
  ])('answers the pool error %o as %s', async (thrown, code, message) => {
    const { deps } = depsWith(() => Promise.reject(thrown));
    const error = await refusal(
      identify(deps, member, async () => ({ image: photo, fields: fields('multi') })),
    );
    expect({ code: error.code, message: error.message }).toEqual({ code, message });
  });

  it('lets a crashed worker through as it is (a 500 that names the scan worker in the log)', async () => {
    const crash = new WorkerJobError('internal', 'the scan worker crashed');
    const { deps } = depsWith(() => Promise.reject(crash));
    const scan = identify(deps, member, async () => ({ image: photo, fields: fields('single') }));
    await expect(scan).rejects.toBe(crash);
  });

  it('refuses a user whose slots are full without reading their photo', async () => {
    let release = () => {};
    const held = new Promise<never>((_, reject) => {
      release = () => reject(new PoolBusyError('released'));
    });
    const { deps } = depsWith(() => held, createUserSlots(1));
    const first = identify(deps, member, async () => ({ image: photo, fields: fields('single') }));
    const readSecond = vi.fn(async () => ({ image: photo, fields: fields('single') }));
    await vi.waitFor(() => expect(deps.workers.identify).toHaveBeenCalled());
    const error = await refusal(identify(deps, member, readSecond));
    expect(error.code).toBe('scan_limit');
    expect(error.message).toBe(
      'You already have scans in progress. Wait for them to finish, then try again.',
    );
    expect(readSecond).not.toHaveBeenCalled();
    release();
    await expect(first).rejects.toMatchObject({ code: 'scan_busy' });
  });
});

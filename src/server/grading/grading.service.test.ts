import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#core/errors.ts';
import { offsetCardPhoto } from '#test-support/synthetic/grading/grading-photos.ts';
import type { GradingDeps } from './grading.repository.ts';
import {
  createGradingService,
  type GradingPhotos,
  requireGradingMember,
} from './grading.service.ts';

// The grading service's refusals, from its own pool (decision 047): they are AppErrors with
// grading's codes, never the scanner's. Measuring needs no database.
let photos: GradingPhotos;
let service: ReturnType<typeof createGradingService> | undefined;
beforeAll(async () => {
  const front = (await offsetCardPhoto({ left: 55, top: 50, seed: 31 }, 31)).jpeg;
  photos = { front, back: null, frontCorners: null, backCorners: null };
}, 60_000);
afterEach(async () => {
  await service?.close();
});

const noDatabase = {} as GradingDeps;

describe('grading service', () => {
  it('keeps the grading tools for members', () => {
    expect(requireGradingMember({ id: 1, membershipTier: 1 }).id).toBe(1);
    const refused = (() => {
      try {
        return requireGradingMember({ id: 2, membershipTier: 0 });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'membership_required',
      message:
        'AI grading and centering tools (Beta) are a member feature. Upgrade your membership to use them.',
    });
  });

  it('answers grading_busy past its wait queue and grading_timeout past its time limit', async () => {
    service = createGradingService(noDatabase, { workers: 1, queueLimit: 0, timeoutMs: 5 });
    const [first, second] = await Promise.all(
      [service.estimate(photos), service.estimate(photos)].map((job) =>
        job.catch((error: unknown) => error),
      ),
    );
    expect(second).toBeInstanceOf(AppError);
    expect(second).toMatchObject({
      code: 'grading_busy',
      message: 'The grading tool is busy, please retry in a moment.',
    });
    expect(first).toBeInstanceOf(AppError);
    expect(first).toMatchObject({
      code: 'grading_timeout',
      message: 'Measuring took too long, please retry.',
    });
  }, 60_000);
});

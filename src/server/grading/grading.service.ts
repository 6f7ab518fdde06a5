import os from 'node:os';
import sharp from 'sharp';
import { AppError } from '#core/errors.ts';
import { DEFAULT_ODDS, gradingRoi } from '#core/grading/expected-value.ts';
import { GRADING_FEES_CHECKED_ON, GRADING_FEES_VERSION } from '#core/grading/fees.ts';
import { estimatedGradedCents } from '#core/grading/graded-price.ts';
import type {
  EstimateResponse,
  RoiRequest,
  RoiResponse,
  SavedResult,
  SaveResultInput,
} from '#core/grading/grading.schema.ts';
import { summarizeFaces } from '#core/grading/summary.ts';
import { CENTERING_THRESHOLDS_VERSION } from '#core/grading/thresholds.ts';
import { type PoolRefusals, toToolError } from '../lib/photo-tools.ts';
import { spawnWorker } from '../lib/worker-pool/spawn-ts-worker.ts';
import { createWorkerPool } from '../lib/worker-pool/worker-pool.ts';
import type { SessionUser } from '../plugins/session.ts';
import { enforceQuota } from '../quotas/enforce-quota.ts';
import { imageSignature } from '../vision/image/image-signature.ts';
import type { FaceJob, FaceResult } from './engine/measure-face.ts';
import * as repo from './grading.repository.ts';
import { toSavedResult } from './saved-result.ts';

export type GradingPhotos = {
  front: Buffer;
  back: Buffer | null;
  frontCorners: FaceJob['corners'];
  backCorners: FaceJob['corners'];
};
export type GradingServiceOptions = { workers: number; queueLimit: number; timeoutMs: number };

const REFUSALS: PoolRefusals = {
  busy: () => new AppError('grading_busy', 'The grading tool is busy, please retry in a moment.'),
  timeout: () => new AppError('grading_timeout', 'Measuring took too long, please retry.'),
};

/** The grading tools are for members (tier >= 1); free accounts get 403 membership_required. */
export function requireGradingMember<U extends Pick<SessionUser, 'membershipTier'>>(user: U): U {
  if (user.membershipTier < 1) {
    throw new AppError(
      'membership_required',
      'AI grading and centering tools (Beta) are a member feature. Upgrade your membership to use them.',
    );
  }
  return user;
}

const measurable = (face: FaceResult | null) => (face && face.problems.length === 0 ? face : null);

/** The grading rules over the measuring workers (started with the first estimate). */
export function createGradingService(deps: repo.GradingDeps, options: GradingServiceOptions) {
  const workers = createWorkerPool({
    tool: 'grading',
    spawn: () =>
      spawnWorker(new URL('./worker/grading-worker.ts', import.meta.url), 'grading-worker.js'),
    size: Math.max(1, Math.min(options.workers, os.availableParallelism())),
    queueLimit: options.queueLimit,
    timeoutMs: options.timeoutMs,
  });

  async function measure(image: Buffer, corners: FaceJob['corners']): Promise<FaceResult> {
    const copy = new Uint8Array(image);
    try {
      return await workers.run<FaceResult>({ image: copy, corners } satisfies FaceJob, [
        copy.buffer,
      ]);
    } catch (error) {
      throw toToolError(error, REFUSALS);
    }
  }

  return {
    /** Both faces are measured at once, one per worker. */
    async estimate(photos: GradingPhotos): Promise<Omit<EstimateResponse, 'took_ms'>> {
      const [front, back] = await Promise.all([
        measure(photos.front, photos.frontCorners),
        photos.back ? measure(photos.back, photos.backCorners) : Promise.resolve(null),
      ]);
      const summary = summarizeFaces(measurable(front), measurable(back));
      return {
        front,
        back,
        ceilings: summary.ceilings,
        borderline: summary.borderline,
        overall: summary.overall,
        label: 'AI estimate, not a grade',
        thresholdsVersion: CENTERING_THRESHOLDS_VERSION,
      };
    },

    async roi(input: RoiRequest): Promise<RoiResponse> {
      const product = await repo.findPricedProduct(deps, input.productId, input.variant);
      if (!product) {
        throw new AppError('NOT_FOUND', 'product not found');
      }
      const rawCents = Math.round((product.record?.market_price ?? 0) * 100);
      const record = product.record;
      return {
        productId: product.productId,
        productName: product.name,
        variant: product.variant,
        rawCents,
        companies: gradingRoi({
          rawCents,
          odds: input.grades ?? DEFAULT_ODDS,
          ceilings: input.ceilings,
          price: (company, grade) => (record ? estimatedGradedCents(record, company, grade) : null),
        }),
        feesVersion: GRADING_FEES_VERSION,
        feesCheckedOn: GRADING_FEES_CHECKED_ON,
      };
    },

    async list(userId: number): Promise<SavedResult[]> {
      const rows = await repo.findResults(deps, userId, { withPhotos: false });
      return rows.map(toSavedResult);
    },

    async get(userId: number, id: number): Promise<SavedResult> {
      const [row] = await repo.findResults(deps, userId, { id, withPhotos: true });
      if (!row) {
        throw new AppError('NOT_FOUND', 'grading result not found');
      }
      return toSavedResult(row);
    },

    /** Centering, ceilings and overall are recomputed here from the lines, never taken as sent. */
    async save(userId: number, input: SaveResultInput): Promise<SavedResult> {
      const item = await repo.findOwnItem(deps, userId, input.userProductId);
      if (!item) {
        throw new AppError('NOT_FOUND', 'collection item not found');
      }
      const back = input.back ?? null;
      const summary = summarizeFaces(input.front, back);
      if (!summary.frontCentering || (back && !summary.backCentering) || !summary.ceilings) {
        throw new AppError(
          'VALIDATION_FAILED',
          'lines: every inner line must lie inside its outer line',
        );
      }
      const [frontJpeg, backJpeg] = await Promise.all([
        readJpeg(input.front.image, 'front.image'),
        back ? readJpeg(back.image, 'back.image') : Promise.resolve(null),
      ]);
      const row: repo.NewGradingResult = {
        userId,
        userProductId: item.id,
        front: { lines: input.front.lines, subscores: input.front.subscores },
        back: back && { lines: back.lines, subscores: back.subscores },
        frontJpeg,
        backJpeg,
        ceilings: summary.ceilings,
        borderline: summary.borderline,
        overall: summary.overall,
        thresholdsVersion: CENTERING_THRESHOLDS_VERSION,
      };
      const id = await deps.db.transaction(async (tx) => {
        await enforceQuota(tx, userId, 'grading_results');
        return repo.insertResult({ db: tx }, row);
      });
      if (id === null) {
        throw new Error('grading result insert failed');
      }
      return this.get(userId, id);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteResult(deps, userId, id))) {
        throw new AppError('NOT_FOUND', 'grading result not found');
      }
    },

    close: () => workers.close(),
  };
}

/** The posted photo, checked to be a real JPEG of a sane size and re-encoded. */
async function readJpeg(dataUrl: string, field: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  try {
    if (imageSignature(bytes) !== 'jpeg') {
      throw new Error('not a JPEG');
    }
    const meta = await sharp(bytes, { limitInputPixels: 4_000_000 }).metadata();
    if (
      meta.format !== 'jpeg' ||
      !meta.width ||
      !meta.height ||
      meta.width > 2000 ||
      meta.height > 2000
    ) {
      throw new Error('bad size');
    }
    return await sharp(bytes).jpeg({ quality: 85 }).toBuffer();
  } catch {
    throw new AppError('VALIDATION_FAILED', `${field}: must be a JPEG of at most 2000x2000 pixels`);
  }
}

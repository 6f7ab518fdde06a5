import { z } from 'zod';
import { AppError } from '#core/errors.ts';
import { describeScanAttempts } from '#core/scan/scan-attempts.ts';
import {
  SCAN_MAX_MATCHES,
  type ScanGroup,
  type ScanMatch,
  type ScanResponse,
  scanModeSchema,
  scanTypeSchema,
} from '#core/scan/scan-result.schema.ts';
import type { ServerDeps } from '../deps.ts';
import { type PoolRefusals, toToolError } from '../lib/photo-tools.ts';
import type { SessionUser } from '../plugins/session.ts';
import type { UserSlots } from '../plugins/user-slots.ts';
import { ImageInputError, inspectImage } from '../vision/image/decode-image.ts';
import type { EngineGroup, EngineResult } from './engine/types.ts';
import { readScanCorners, type ScanUpload } from './read-scan-upload.ts';
import {
  findProductByBarcode,
  findScanProducts,
  hasScanIndexEntries,
} from './scan-catalog.repository.ts';
import type { ScanWorkers } from './scan-workers.ts';

/** What identifying a photo uses: the catalog, the scan workers and the per-user scan slots. */
export type ScanDeps = Pick<ServerDeps, 'pool' | 'log'> & {
  workers: Pick<ScanWorkers, 'identify'>;
  /** Scans one user may have running or waiting at once (SCAN_SLOTS_PER_USER). */
  slots: UserSlots;
};

export type ScanUser = Pick<SessionUser, 'id' | 'membershipTier' | 'role'>;

/** A fresh install scans nothing until its index is built: say so, and to an admin how. */
function notReady(user: ScanUser): AppError {
  return new AppError(
    'scan_not_ready',
    user.role === 'admin'
      ? 'The scan index is empty: build it with npm run scan:index -- --from-catalog (or -- <folder of images>).'
      : "Scanning isn't ready yet on this server.",
  );
}

const fieldsSchema = z.object({
  scanType: scanTypeSchema,
  scanAccuracy: z.string().regex(/^\d+(\.\d+)?$/, 'must be a number'),
  scanMode: scanModeSchema.default('single'),
  /** JSON [[x, y] x 4] in the photo's pixels, clockwise from top-left; checked with the image. */
  corners: z.string().optional(),
});

/** The text fields of the scan form (beside the `image` file). */
export const SCAN_FORM_TEXT_FIELDS = Object.keys(fieldsSchema.shape);

const REFUSALS: PoolRefusals = {
  busy: () => new AppError('scan_busy', 'The scanner is busy, please retry in a moment.'),
  timeout: () =>
    new AppError('scan_timeout', 'The scan took too long. Please try again with a clearer photo.'),
};

function parseFields(fields: Record<string, string>) {
  const parsed = fieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'form');
    const hint =
      field === 'scanType'
        ? "scanType must be 'cards' or 'sealed'"
        : `${field}: ${issue?.message ?? 'is invalid'}`;
    throw new AppError('VALIDATION_FAILED', hint);
  }
  return parsed.data;
}

/** The photo, checked to be a picture the engine can read (format and size, header only). */
async function requireImage(image: Buffer | null): Promise<Buffer> {
  if (!image) {
    throw new AppError('VALIDATION_FAILED', 'image: attach the photo as the image file field');
  }
  try {
    await inspectImage(image);
  } catch (error) {
    if (error instanceof ImageInputError) {
      throw new AppError('VALIDATION_FAILED', error.message);
    }
    throw error;
  }
  return image;
}

/** Confidence 0.99 for the product whose barcode was read; it outranks any image match. */
async function withBarcode(deps: Pick<ScanDeps, 'pool'>, result: EngineResult) {
  const productId = result.barcode ? await findProductByBarcode(deps.pool, result.barcode) : null;
  if (!productId) {
    return result.groups;
  }
  const visual = result.groups[0]?.matches.filter((match) => match.productId !== productId) ?? [];
  const matches = [{ productId, confidence: 0.99, score: 2 }, ...visual].slice(0, SCAN_MAX_MATCHES);
  return [{ corners: null, matches }, ...result.groups.slice(1)];
}

/** The engine's groups with their catalog products; a match whose product is gone is dropped. */
async function toResponseGroups(
  deps: Pick<ScanDeps, 'pool'>,
  groups: EngineGroup[],
): Promise<ScanGroup[]> {
  const ids = [
    ...new Set(groups.flatMap((group) => group.matches.map((match) => match.productId))),
  ];
  const products = await findScanProducts(deps.pool, ids);
  return groups
    .map((group) => ({
      corners: group.corners,
      matches: group.matches.flatMap((match): ScanMatch[] => {
        const product = products.get(match.productId);
        return product
          ? [{ ...product, confidence: Math.round(match.confidence * 1000) / 1000 }]
          : [];
      }),
    }))
    .filter((group) => group.matches.length > 0);
}

async function identifyInSlot(
  deps: ScanDeps,
  user: ScanUser,
  readUpload: () => Promise<ScanUpload>,
): Promise<ScanResponse> {
  const started = performance.now();
  const upload = await readUpload();
  const fields = parseFields(upload.fields);
  if (fields.scanMode !== 'single' && user.membershipTier === 0) {
    throw new AppError(
      'membership_required',
      'Scanning several cards or a binder page at once is a member feature. Upgrade your membership to use it.',
    );
  }
  const image = await requireImage(upload.image);
  const corners = await readScanCorners(fields.corners, image, fields);
  if (!(await hasScanIndexEntries(deps.pool))) {
    throw notReady(user);
  }
  let result: EngineResult;
  try {
    result = await deps.workers.identify({
      image,
      scanType: fields.scanType,
      scanMode: fields.scanMode,
      corners,
    });
  } catch (error) {
    throw toToolError(error, REFUSALS);
  }
  const groups = await toResponseGroups(deps, await withBarcode(deps, result));
  deps.log.info(
    { groups: groups.length, ms: Math.round(result.timings.total ?? 0) },
    'scan identified',
  );
  return {
    scanType: fields.scanType,
    scanMode: fields.scanMode,
    results: groups[0]?.matches ?? [],
    groups,
    tried:
      groups.length > 0
        ? []
        : describeScanAttempts({
            scanType: fields.scanType,
            scanMode: fields.scanMode,
            withCorners: corners !== null,
            outlines: result.outlines ?? null,
          }),
    took_ms: Math.round(performance.now() - started),
  };
}

/**
 * Identifies the cards (or the sealed product) on one photo: up to 3 catalog matches per card.
 * The form is read (`readUpload`) only once the user holds one of their scan slots, so a user
 * already at their limit is refused (429 scan_limit) before their photo is taken in. Several
 * cards or a binder page at once is for members (403 membership_required); a full wait queue
 * or a scan past its time limit answer 503 scan_busy / scan_timeout; an empty scan index 503
 * scan_not_ready.
 */
export async function identify(
  deps: ScanDeps,
  user: ScanUser,
  readUpload: () => Promise<ScanUpload>,
): Promise<ScanResponse> {
  return deps.slots.run(
    user.id,
    () => identifyInSlot(deps, user, readUpload),
    () => {
      throw new AppError(
        'scan_limit',
        'You already have scans in progress. Wait for them to finish, then try again.',
      );
    },
  );
}

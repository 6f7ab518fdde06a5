import { z } from 'zod';
import {
  type FilePageEntry,
  filePageResultSchema,
} from '#core/collection/binder-location.schema.ts';
import { binderSchema, userProductSchema } from '#core/collection/user-product.schema.ts';
import { parseAnswer, readErrorMessage, requestJson } from '../../../lib/api-client.ts';
import { type ChangeTag, changeHeaders } from '../../../lib/change-tag.ts';

const FAILED = 'Failed to file the page';

/** GET /api/binders: where a scanned binder page can be filed. */
export async function fetchBinderChoices() {
  return parseAnswer(
    z.array(binderSchema),
    await requestJson('/api/binders'),
    'Failed to fetch binders',
  );
}

/** POST /api/binders/{id}/pages/{page}/file: the n-th entry goes into pocket n. */
export async function fileBinderPage(
  binderId: number,
  page: number,
  entries: FilePageEntry[],
  tag: ChangeTag,
) {
  try {
    const body = await requestJson(`/api/binders/${binderId}/pages/${page}/file`, {
      method: 'POST',
      body: { entries },
      headers: changeHeaders(tag),
    });
    return parseAnswer(filePageResultSchema, body, FAILED);
  } catch (error) {
    throw new Error(await readErrorMessage(error, FAILED), { cause: error });
  }
}

/** GET /api/iOSUserCards/locations?binder_id=: the binder's copies, to compare a scan with. */
export async function fetchBinderCopies(binderId: number) {
  return parseAnswer(
    z.array(userProductSchema),
    await requestJson(`/api/iOSUserCards/locations?binder_id=${binderId}`),
    'Failed to fetch the binder',
  );
}

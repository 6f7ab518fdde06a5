import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';

/** A signed-in call with change headers; answers status, body and the batch it wrote. */
export async function send(
  t: TestApp,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...user.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: res.statusCode,
    body: res.body ? res.json() : null,
    batch: res.headers['x-change-batch'] as string | undefined,
  };
}

export type Change = {
  id: number;
  batch_id: string;
  item_id: number | null;
  binder_id: number | null;
  kind: string;
  fields: Record<string, { from: unknown; to: unknown }>;
  origin: string;
  origin_detail: string | null;
};

export async function historyOf(t: TestApp, user: TestUser, itemId: number): Promise<Change[]> {
  const res = await send(t, user, 'GET', `/api/collection/items/${itemId}/history`);
  if (res.status !== 200) {
    throw new Error(`history failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.items as Change[];
}

export async function undo(t: TestApp, user: TestUser, batch: string, force = false) {
  return send(t, user, 'POST', `/api/collection/batches/${batch}/undo`, { force });
}

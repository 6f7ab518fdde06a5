import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIEND_REQUEST_SENT } from '#core/social/social.schema.ts';
import { call, createCollectionTestApp } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/users.ts';
import { type Collector, createCollectorWithHandle } from './social-test-kit.ts';

let t: TestApp;
let ash: Collector;
let misty: Collector;

beforeAll(async () => {
  t = await createCollectionTestApp();
  ash = await createCollectorWithHandle(t, 'ash');
  misty = await createCollectorWithHandle(t, 'misty');
});
afterAll(async () => t.close());

const overview = async (user: Collector) => (await call(t, user, 'GET', '/api/friends')).body;

describe('handles', () => {
  it('are unique case-insensitively, validated, and refuse reserved words', async () => {
    const taken = await call(t, misty, 'PUT', '/api/profile/social/handle', {
      handle: ash.handle.toUpperCase(),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.issues).toMatchObject({ field: 'handle', code: 'handle_taken' });
    for (const [handle, message] of [
      ['Admin', 'reserved'],
      ['ab', 'at least 3'],
      ['bad handle!', 'letters, digits'],
    ]) {
      const res = await call(t, misty, 'PUT', '/api/profile/social/handle', { handle });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    const profile = await call(t, misty, 'GET', '/api/profile/social');
    expect(profile.body).toEqual({
      handle: misty.handle,
      visibility: 'private',
      show_values: false,
    });
  });

  it('are needed before sending a request', async () => {
    const nobody = await createTestUser(t.app);
    const res = await call(t, nobody, 'POST', '/api/friends/requests', { handle: ash.handle });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toMatchObject({ code: 'handle_required' });
  });
});

describe('friend requests', () => {
  it('send, list with counts, decline, re-send, accept and remove', async () => {
    const sent = await call(t, ash, 'POST', '/api/friends/requests', { handle: misty.handle });
    expect(sent).toEqual({ status: 202, body: { message: FRIEND_REQUEST_SENT } });
    expect((await overview(ash)).outgoing).toMatchObject([{ to: misty.handle }]);
    const incoming = (await overview(misty)).incoming;
    expect(incoming).toMatchObject([{ from: { id: ash.id, handle: ash.handle } }]);
    expect((await call(t, misty, 'GET', '/api/friends/counts')).body).toEqual({
      friends: 0,
      incoming: 1,
      outgoing: 0,
    });
    // Only the addressee can answer; the sender cannot accept their own request.
    expect(
      (await call(t, ash, 'POST', `/api/friends/requests/${incoming[0].id}/accept`)).status,
    ).toBe(404);
    expect(
      (await call(t, misty, 'POST', `/api/friends/requests/${incoming[0].id}/decline`)).status,
    ).toBe(204);
    expect((await overview(ash)).outgoing).toEqual([]);

    await call(t, ash, 'POST', '/api/friends/requests', { handle: misty.handle });
    const again = (await overview(misty)).incoming[0];
    const accepted = await call(t, misty, 'POST', `/api/friends/requests/${again.id}/accept`);
    expect(accepted.body).toEqual({ friend_id: ash.id });
    expect((await overview(ash)).friends).toMatchObject([
      { id: misty.id, handle: misty.handle, shares_collection: false, collection_value: null },
    ]);
    expect(
      (await call(t, ash, 'POST', '/api/friends/requests', { handle: misty.handle })).status,
    ).toBe(409);

    expect((await call(t, misty, 'DELETE', `/api/friends/${ash.id}`)).status).toBe(204);
    expect((await overview(ash)).friends).toEqual([]);
    expect((await call(t, misty, 'DELETE', `/api/friends/${ash.id}`)).status).toBe(404);
  });

  it('a stranger can neither accept nor decline a request between two others', async () => {
    const gary = await createCollectorWithHandle(t, 'gary');
    await call(t, ash, 'POST', '/api/friends/requests', { handle: misty.handle });
    const [request] = (await overview(misty)).incoming;
    for (const action of ['accept', 'decline']) {
      const res = await call(t, gary, 'POST', `/api/friends/requests/${request.id}/${action}`);
      expect(res.status).toBe(404);
    }
    expect((await overview(misty)).incoming).toHaveLength(1);
    expect(
      (await call(t, misty, 'POST', `/api/friends/requests/${request.id}/decline`)).status,
    ).toBe(204);
  });

  it('cancel: only the sender, and only once', async () => {
    await call(t, ash, 'POST', '/api/friends/requests', { handle: misty.handle });
    const [outgoing] = (await overview(ash)).outgoing;
    expect((await call(t, misty, 'DELETE', `/api/friends/requests/${outgoing.id}`)).status).toBe(
      404,
    );
    expect((await call(t, ash, 'DELETE', `/api/friends/requests/${outgoing.id}`)).status).toBe(204);
    expect((await call(t, ash, 'DELETE', `/api/friends/requests/${outgoing.id}`)).status).toBe(404);
    expect((await overview(misty)).incoming).toEqual([]);
  });

  it('by e-mail answers the same for known and unknown addresses, and reaches the owner', async () => {
    const known = await call(t, ash, 'POST', '/api/friends/requests', {
      email: misty.email.toUpperCase(),
    });
    const unknown = await call(t, ash, 'POST', '/api/friends/requests', {
      email: 'nobody@nowhere.test',
    });
    expect(known).toEqual(unknown);
    // The sender sees the address typed, never who owns it.
    const outgoing = (await overview(ash)).outgoing.map((entry: { to: string }) => entry.to);
    expect(outgoing.sort()).toEqual([misty.email.toLowerCase(), 'nobody@nowhere.test'].sort());
    expect((await overview(misty)).incoming).toMatchObject([{ from: { id: ash.id } }]);
    const bad = await call(t, ash, 'POST', '/api/friends/requests', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('email');
    const both = await call(t, ash, 'POST', '/api/friends/requests', {
      email: 'a@b.test',
      handle: 'x_y',
    });
    expect(both.status).toBe(400);
  });

  it('a request to someone who already asked me makes us friends', async () => {
    const brock = await createCollectorWithHandle(t, 'brock');
    await call(t, brock, 'POST', '/api/friends/requests', { handle: ash.handle });
    await call(t, ash, 'POST', '/api/friends/requests', { handle: brock.handle });
    expect((await overview(brock)).friends).toMatchObject([{ id: ash.id }]);
  });

  it('unknown handles are 404, own handle 400, and signed-out or unverified callers refused', async () => {
    expect(
      (await call(t, ash, 'POST', '/api/friends/requests', { handle: 'no_such_one' })).status,
    ).toBe(404);
    expect(
      (await call(t, ash, 'POST', '/api/friends/requests', { handle: ash.handle })).status,
    ).toBe(400);
    expect((await call(t, null, 'GET', '/api/friends')).status).toBe(401);
    const unverified = await createTestUser(t.app, { verified: false });
    expect((await call(t, unverified, 'GET', '/api/friends')).status).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents every friends, profile and share route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/api/profile/social/handle',
      '/api/profile/social/privacy',
      '/api/friends/',
      '/api/friends/requests',
      '/api/friends/requests/{id}/accept',
      '/api/friends/blocks/{userId}',
      '/api/friends/{friendId}/collection',
      '/api/friends/{friendId}/trade-matches',
      '/api/friends/owners',
      '/api/shares/',
      '/api/shares/{id}',
      '/api/shares/public/{token}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

describe('rate limit', () => {
  it('refuses requests past the hourly limit per user', async () => {
    const limited = await createCollectorWithHandle(t, 'spam');
    const statuses: number[] = [];
    for (let i = 0; i < t.app.config.FRIEND_REQUEST_RATE_LIMIT_PER_HOUR + 1; i += 1) {
      const res = await call(t, limited, 'POST', '/api/friends/requests', {
        email: `x${i}@spam.test`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another user is not affected.
    expect(
      (await call(t, ash, 'POST', '/api/friends/requests', { email: 'ok@fine.test' })).status,
    ).toBe(202);
  });
});

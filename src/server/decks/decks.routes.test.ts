import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';
import { createDeckTestApp } from './test-fixtures/deck-test-kit.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createDeckTestApp();
  alice = await createTestUser(t.app);
  bob = await createTestUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function createDeck(user: TestUser, name = 'Pikachu', format = 'standard') {
  const res = await call(t, user, 'POST', '/api/decks', { name, format });
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string; format: string; card_count: number };
}

const setCard = (user: TestUser, id: number, productId: string, count: number) =>
  call(t, user, 'PUT', `/api/decks/${id}/cards/${productId}`, { count });

describe('access', () => {
  it('needs a signed-in user with a verified e-mail', async () => {
    expect((await call(t, null, 'GET', '/api/decks')).status).toBe(401);
    const unverified = await createTestUser(t.app, { verified: false });
    expect((await call(t, unverified, 'GET', '/api/decks')).status).toBe(403);
  });

  it("answers 404 for another user's deck on every call and leaves it unchanged", async () => {
    const deck = await createDeck(alice, 'Private');
    await setCard(alice, deck.id, 'sv08-057', 2);
    const attempts = [
      call(t, bob, 'GET', `/api/decks/${deck.id}`),
      call(t, bob, 'PATCH', `/api/decks/${deck.id}`, { name: 'Mine' }),
      call(t, bob, 'DELETE', `/api/decks/${deck.id}`),
      call(t, bob, 'POST', `/api/decks/${deck.id}/duplicate`),
      setCard(bob, deck.id, 'sv08-057', 4),
      call(t, bob, 'GET', `/api/decks/${deck.id}/export`),
      call(t, bob, 'POST', `/api/decks/${deck.id}/wishlist-missing`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
    }
    expect((await call(t, bob, 'GET', '/api/decks')).body).toEqual([]);
    const mine = await call(t, alice, 'GET', `/api/decks/${deck.id}`);
    expect(mine.body).toMatchObject({ name: 'Private', card_count: 2 });
  });
});

describe('create, rename, duplicate, delete', () => {
  it('rejects bad input with a 400 naming the problem', async () => {
    const badFormat = await call(t, alice, 'POST', '/api/decks', { name: 'X', format: 'legacy' });
    expect(badFormat.status).toBe(400);
    expect(JSON.stringify(badFormat.body)).toContain(
      'format must be standard, expanded or unlimited',
    );
    const noName = await call(t, alice, 'POST', '/api/decks', { name: '  ', format: 'standard' });
    expect(noName.status).toBe(400);
    expect(JSON.stringify(noName.body)).toContain('Name is required');
    const deck = await createDeck(alice);
    const empty = await call(t, alice, 'PATCH', `/api/decks/${deck.id}`, {});
    expect(empty.status).toBe(400);
    expect((await call(t, alice, 'GET', '/api/decks/abc')).status).toBe(400);
  });

  it('renames, changes format, duplicates with cards and deletes', async () => {
    const deck = await createDeck(alice, 'Original', 'standard');
    await setCard(alice, deck.id, 'sv08-057', 3);
    await setCard(alice, deck.id, 'sve-004', 10);
    const renamed = await call(t, alice, 'PATCH', `/api/decks/${deck.id}`, {
      name: 'Renamed',
      format: 'expanded',
    });
    expect(renamed.body).toMatchObject({ name: 'Renamed', format: 'expanded', card_count: 13 });
    const copy = await call(t, alice, 'POST', `/api/decks/${deck.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Renamed (copy)', format: 'expanded', card_count: 13 });
    await setCard(alice, copy.body.id, 'sv08-057', 0);
    const original = await call(t, alice, 'GET', `/api/decks/${deck.id}`);
    expect(original.body.card_count).toBe(13);
    expect((await call(t, alice, 'DELETE', `/api/decks/${deck.id}`)).status).toBe(204);
    expect((await call(t, alice, 'GET', `/api/decks/${deck.id}`)).status).toBe(404);
    const left = (await call(t, alice, 'GET', `/api/decks/${copy.body.id}`)).body;
    expect(left.cards.map((c: { product_id: string }) => c.product_id)).toEqual(['sve-004']);
  });
});

describe('cards and live rules', () => {
  it('rejects unknown products, sealed products and bad counts', async () => {
    const deck = await createDeck(alice);
    const unknown = await setCard(alice, deck.id, 'nope-1', 1);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('no catalog card with id "nope-1"');
    const sealed = await setCard(alice, deck.id, 'en-sealed-565635', 1);
    expect(sealed.status).toBe(400);
    expect(sealed.body.error.message).toContain('sealed product');
    const tooMany = await setCard(alice, deck.id, 'sve-004', 61);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('count must be at most 60');
  });

  it('lists each problem in words and is legal once all rules hold', async () => {
    const deck = await createDeck(alice, 'Rules');
    let detail = (await setCard(alice, deck.id, 'sv05-157', 1)).body;
    detail = (await setCard(alice, deck.id, 'sv05-153', 1)).body;
    detail = (await setCard(alice, deck.id, 'swsh10.5-011', 1)).body;
    detail = (await setCard(alice, deck.id, 'swsh10-046', 1)).body;
    detail = (await setCard(alice, deck.id, 'sv08-057', 3)).body;
    detail = (await setCard(alice, deck.id, 'sv08-238', 2)).body;
    expect(detail.legal).toBe(false);
    const messages = detail.problems.map((p: { message: string }) => p.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'The deck has 9 cards; it needs exactly 60.',
        expect.stringContaining('Pikachu ex: 5 copies'),
        expect.stringContaining('2 ACE SPEC cards'),
        expect.stringContaining('2 Radiant Pokémon cards'),
        expect.stringContaining('Radiant Charizard PGO 11 is not legal in Standard'),
      ]),
    );
    for (const id of ['sv05-153', 'swsh10.5-011', 'swsh10-046']) {
      await setCard(alice, deck.id, id, 0);
    }
    await setCard(alice, deck.id, 'sv08-238', 1);
    detail = (await setCard(alice, deck.id, 'sve-004', 55)).body;
    expect(detail.problems).toEqual([]);
    expect(detail).toMatchObject({ legal: true, card_count: 60 });
    detail = (await setCard(alice, deck.id, 'base1-58', 1)).body;
    expect(detail.problems.map((p: { rule: string }) => p.rule)).toEqual(['deck_size', 'format']);
    await call(t, alice, 'PATCH', `/api/decks/${deck.id}`, { format: 'unlimited' });
    detail = (await call(t, alice, 'GET', `/api/decks/${deck.id}`)).body;
    expect(detail.problems.map((p: { rule: string }) => p.rule)).toEqual(['deck_size']);
  });
});

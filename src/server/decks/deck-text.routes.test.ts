import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';
import { createDeckTestApp } from './test-fixtures/deck-test-kit.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createDeckTestApp();
  user = await createTestUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

type Line = { product_id: string; count: number };
const lines = (detail: { cards: Line[] }) =>
  detail.cards.map((c) => `${c.count} ${c.product_id}`).sort();

describe('PTCG Live import and export', () => {
  it('exports in sections and imports back losslessly', async () => {
    const deck = (await call(t, user, 'POST', '/api/decks', { name: 'Trip', format: 'expanded' }))
      .body;
    const cards: [string, number][] = [
      ['sv08-057', 3],
      ['sv08-238', 1],
      ['sv01-181', 4],
      ['me01-131', 2],
      ['sve-004', 40],
      ['base1-100', 5],
      ['sv05-157', 1],
    ];
    for (const [id, count] of cards) {
      await call(t, user, 'PUT', `/api/decks/${deck.id}/cards/${id}`, { count });
    }
    const exported = await call(t, user, 'GET', `/api/decks/${deck.id}/export`);
    expect(exported.body.text).toBe(
      [
        'Pokémon: 4',
        '3 Pikachu ex SSP 57',
        '1 Pikachu ex SSP 238',
        '',
        'Trainer: 7',
        '4 Nest Ball SVI 181',
        '2 Ultra Ball MEG 131',
        '1 Prime Catcher TEF 157',
        '',
        'Energy: 45',
        '40 Lightning Energy SVE 4',
        '5 Lightning Energy BS 100',
        '',
        'Total Cards: 56',
        '',
      ].join('\n'),
    );
    const imported = await call(t, user, 'POST', '/api/decks/import', {
      name: 'Trip again',
      format: 'expanded',
      text: exported.body.text,
    });
    expect(imported.status).toBe(201);
    expect(imported.body.unknown_lines).toEqual([]);
    expect(imported.body.deck).toMatchObject({ name: 'Trip again', card_count: 56 });
    const original = (await call(t, user, 'GET', `/api/decks/${deck.id}`)).body;
    const copy = (await call(t, user, 'GET', `/api/decks/${imported.body.deck.id}`)).body;
    expect(lines(copy)).toEqual(lines(original));
    expect(lines(copy)).toHaveLength(cards.length);
    const again = await call(t, user, 'GET', `/api/decks/${imported.body.deck.id}/export`);
    expect(again.body.text).toBe(exported.body.text);
  });

  it('reports unknown lines with the reason and keeps the rest', async () => {
    const text = [
      'Pokemon: 2',
      '2 Pikachu ex SSP 57',
      '1 Mewtwo XYZ 1',
      '1 Charizard SSP 57',
      'just words',
      '',
      'Energy: 8',
      '8 Basic {L} Energy SVE 4',
      '2 Pikachu ex sv08 057',
    ].join('\n');
    const res = await call(t, user, 'POST', '/api/decks/import', {
      name: 'Messy',
      format: 'standard',
      text,
    });
    expect(res.status).toBe(201);
    expect(res.body.unknown_lines).toEqual([
      { line: 3, text: '1 Mewtwo XYZ 1', reason: 'no card XYZ 1 in the catalog' },
      {
        line: 4,
        text: '1 Charizard SSP 57',
        reason: 'SSP 57 is "Pikachu ex" in the catalog, not "Charizard"',
      },
      {
        line: 5,
        text: 'just words',
        reason: 'not a card line (expected: count, name, set code, number)',
      },
    ]);
    const deck = (await call(t, user, 'GET', `/api/decks/${res.body.deck.id}`)).body;
    expect(lines(deck)).toEqual(['4 sv08-057', '8 sve-004']);
  });

  it('rejects a missing name or format, or a list without card lines, with a 400', async () => {
    const res = await call(t, user, 'POST', '/api/decks/import', { text: '4 Pikachu ex SSP 57' });
    expect(res.status).toBe(400);
    const empty = await call(t, user, 'POST', '/api/decks/import', {
      name: 'Empty',
      format: 'standard',
      text: 'Pokémon: 0\n\n',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('text: the list has no card lines');
  });

  it('lists every deck route in the OpenAPI document', async () => {
    const doc = (await call(t, null, 'GET', '/api/docs')).body as { paths: Record<string, object> };
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/decks'));
    expect(paths.sort()).toEqual([
      '/api/decks/',
      '/api/decks/import',
      '/api/decks/{id}',
      '/api/decks/{id}/cards/{productId}',
      '/api/decks/{id}/duplicate',
      '/api/decks/{id}/export',
      '/api/decks/{id}/wishlist-missing',
    ]);
  });
});

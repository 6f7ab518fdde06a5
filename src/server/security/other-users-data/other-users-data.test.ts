import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADING_COMPANIES } from '#core/grading/thresholds.ts';
import { createCatalogTestApp } from '../../catalog/test-fixtures/catalog-test-app.ts';
import type { OpenApiDocument } from '../../reliability/fuzz/openapi-operations.ts';
import { insertProduct, query, seedShop } from '../../shop/test/shop-test-kit.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/users.ts';
import {
  type Actor,
  MARKER,
  NOT_OWNED,
  type OwnersData,
  paramValue,
  type Send,
  seedOwnersData,
  validBody,
} from './attack-kit.ts';

// Issue 14: an intruder who knows (or guesses) the ids of another user's data gets a clear 4xx
// on every route that takes one, never that data and never a change to it.
let t: TestApp;
let owner: Actor;
let intruder: Actor;
let data: OwnersData;
let intruderItem: number;
let intruderBinder: number;

const send: Send = async (as, method, url, body) => {
  const res = await t.app.inject({
    method,
    url,
    headers: as.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.body };
};

async function person(name: string): Promise<Actor> {
  const user = await createTestUser(t.app, { tier: 3 });
  const handle = `${name}_${randomBytes(3).toString('hex')}`;
  const res = await send({ ...user, handle }, 'PUT', '/api/profile/social/handle', { handle });
  expect(res.status, res.body).toBe(200);
  return { id: user.id, handle, headers: user.headers };
}

async function saveGradingResult(ownerId: number, item: number): Promise<number> {
  const face = {
    lines: {
      outer: { left: 0, right: 100, top: 0, bottom: 140 },
      inner: { left: 5, right: 95, top: 5, bottom: 135 },
    },
    subscores: { corners: 9, edges: 9, surface: 9 },
  };
  const ceilings = Object.fromEntries(GRADING_COMPANIES.map((company) => [company, 9]));
  const [row] = await query<{ id: number }>(
    t,
    `INSERT INTO grading_results (user_id, user_product_id, front, front_jpeg, ceilings,
       borderline, overall, thresholds_version)
     VALUES ($1, $2, $3, '\\xffd8ffd9', $4, false, 9, 'test') RETURNING id`,
    [ownerId, item, JSON.stringify(face), JSON.stringify(ceilings)],
  );
  return Number(row?.id);
}

beforeAll(async () => {
  t = await createCatalogTestApp({
    overrides: { ORDER_SWEEP_SECONDS: '0', ORDER_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  await seedShop(t);
  owner = await person('owner');
  intruder = await person('intruder');
  const people = {
    owner,
    friend: await person('friend'),
    stranger: await person('stranger'),
    blocked: await person('blocked'),
  };
  const shopProduct = await insertProduct(t, { stock: 50 });
  data = await seedOwnersData(send, people, 'base1-4', shopProduct, saveGradingResult);
  const mine = await send(intruder, 'POST', '/api/iOSUserCards/', { product_id: 'base1-2' });
  intruderItem = JSON.parse(mine.body).id;
  const binder = await send(intruder, 'POST', '/api/binders', { name: 'mine' });
  intruderBinder = JSON.parse(binder.body).id;
}, 120_000);
afterAll(async () => t?.close());

function expectRefused(answer: { status: number; body: string }, what: string) {
  expect([403, 404, 409], `${what}: ${answer.status} ${answer.body.slice(0, 200)}`).toContain(
    answer.status,
  );
  expect(answer.body, what).not.toContain(MARKER);
}

describe("another user's data by id", () => {
  it('is refused on every /api route with an id parameter', { timeout: 120_000 }, async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json() as OpenApiDocument;
    const tried: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const params = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
      if (params.length === 0 || NOT_OWNED.some((pattern) => pattern.test(path))) {
        continue;
      }
      for (const method of Object.keys(item).map((m) => m.toUpperCase())) {
        const url = path.replace(/\{([^}]+)\}/g, (_all, param: string) =>
          paramValue(path, param, data, owner.id),
        );
        const answer = await send(
          intruder,
          method as 'GET',
          url,
          validBody(method, path, intruderItem),
        );
        expectRefused(answer, `${method} ${url}`);
        tried.push(`${method} ${path}`);
      }
    }
    // Collection items, binders, decks, grading results, sell requests, shares, orders, friends.
    expect(tried.length).toBeGreaterThanOrEqual(30);
  });

  it('is refused when the id travels in the body', async () => {
    const attempts: [string, 'POST' | 'PUT', string, unknown][] = [
      [
        'move their item',
        'POST',
        '/api/binders/move-items',
        {
          userProductIds: [data.item],
          binder_id: intruderBinder,
        },
      ],
      [
        'move into their binder',
        'POST',
        '/api/binders/move-items',
        {
          userProductIds: [intruderItem],
          binder_id: data.binder,
        },
      ],
      [
        'file into their binder',
        'PUT',
        `/api/iOSUserCards/${intruderItem}`,
        {
          binder_id: data.binder,
        },
      ],
      [
        'sell their card',
        'POST',
        '/api/sell-requests',
        {
          items: [{ userProductId: data.item, condition: 'NM', askingCents: 1 }],
          returnAddress: { name: 'x', line1: 'x', city: 'x', postalCode: '1', country: 'US' },
        },
      ],
      ['share their binder', 'POST', '/api/shares', { scope: 'binder', binder_id: data.binder }],
      ['list their card on eBay', 'POST', '/api/ebay/drafts', { userProductId: data.item }],
    ];
    for (const [what, method, url, body] of attempts) {
      const answer = await send(intruder, method, url, body);
      expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
      expect(answer.body, what).not.toContain(MARKER);
    }
  });

  it("leaves the owner's data as it was", async () => {
    const get = async (url: string) => {
      const answer = await send(owner, 'GET', url);
      expect(answer.status, `${url}: ${answer.body.slice(0, 200)}`).toBe(200);
      return JSON.parse(answer.body);
    };
    expect((await get(`/api/binders/${data.binder}`)).name).toBe(MARKER);
    expect((await get(`/api/decks/${data.deck}`)).name).toBe(MARKER);
    expect(await get(`/api/iOSUserCards/${data.item}`)).toMatchObject({
      quantity: 1,
      binder_id: data.binder,
    });
    expect((await get(`/api/sell-requests/${data.sellRequest}`)).sellRequest.status).toBe(
      'submitted',
    );
    expect((await get(`/api/orders/${data.order}`)).order.status).toBe('pending');
    expect((await get(`/api/grading/results/${data.grading}`)).id).toBe(data.grading);
    expect((await get('/api/shares')).map((s: { id: number }) => s.id)).toContain(data.share);
    const friends = await get('/api/friends');
    expect(friends.friends.map((f: { id: number }) => f.id)).toContain(data.friend);
    expect(friends.outgoing.map((r: { id: number }) => r.id)).toContain(data.friendRequest);
    expect(friends.blocked.map((p: { id: number }) => p.id)).toEqual([data.blocked]);
  });
});

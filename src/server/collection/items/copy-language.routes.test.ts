import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { addItem, call, createTwoCollectors } from '../collection-test-kit.ts';

// The language of a copy (issue 32, ADR 067): its own field beside the card's catalog language.

let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  ({ t, ash, misty } = await createTwoCollectors());
});
afterAll(async () => t.close());

const ALLOWED = 'EN, FR, DE, IT, ES, PT, NL, PL, RU, JA, KO, ZH-TW, ZH-CN';

async function itemOf(user: TestUser, id: number): Promise<UserProduct> {
  return (await call(t, user, 'GET', `/api/iOSUserCards/${id}`)).body;
}

describe('copy_language on one item', () => {
  it('stores a French copy of an English card and returns it with the catalog language', async () => {
    const res = await call(t, ash, 'POST', '/api/iOSUserCards/', {
      product_id: 'base1-4',
      copy_language: 'FR',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ language: 'english', copy_language: 'FR' });
    expect(await itemOf(ash, res.body.id)).toMatchObject({ copy_language: 'FR' });
  });

  it("stores null when the copy is in its card's own language, or none is sent", async () => {
    const english = await addItem(t, ash, { product_id: 'base1-4', copy_language: 'EN' });
    const japanese = await addItem(t, ash, { product_id: 'ja-SV8-033', copy_language: 'JA' });
    const unsaid = await addItem(t, ash, { product_id: 'base1-4' });
    expect([english, japanese, unsaid].map((item) => item.copy_language)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('changes the language on PUT, keeps it when not sent, and clears it with null', async () => {
    const item = await addItem(t, ash, { product_id: 'base1-4' });
    const url = `/api/iOSUserCards/${item.id}`;
    expect((await call(t, ash, 'PUT', url, { copy_language: 'DE' })).status).toBe(200);
    await call(t, ash, 'PUT', url, { quantity: 3 });
    expect(await itemOf(ash, item.id)).toMatchObject({ copy_language: 'DE', quantity: 3 });
    await call(t, ash, 'PUT', url, { copy_language: null });
    expect((await itemOf(ash, item.id)).copy_language).toBeNull();
  });

  it('refuses an unknown code with a 400 naming the field and the codes allowed', async () => {
    const created = await call(t, ash, 'POST', '/api/iOSUserCards/', {
      product_id: 'base1-4',
      copy_language: 'French',
    });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toContain('copy_language');
    expect(created.body.error.message).toContain(ALLOWED);
    const item = await addItem(t, ash, { product_id: 'base1-4' });
    const changed = await call(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, {
      copy_language: 'xx',
    });
    expect(changed.status).toBe(400);
    expect(changed.body.error.message).toContain(ALLOWED);
  });

  it("answers 404 for another user's item and leaves its language alone", async () => {
    const item = await addItem(t, ash, { product_id: 'base1-4', copy_language: 'IT' });
    const res = await call(t, misty, 'PUT', `/api/iOSUserCards/${item.id}`, {
      copy_language: 'ES',
    });
    expect(res.status).toBe(404);
    expect((await itemOf(ash, item.id)).copy_language).toBe('IT');
  });

  it('takes the language on each entry of a bulk add', async () => {
    const res = await call(t, ash, 'POST', '/api/iOSUserCards/bulk', {
      products: [
        { product_id: 'base1-4', copy_language: 'PT' },
        { product_id: 'base1-4', copy_language: 'nope' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('copy_language');
  });
});

describe('copy_language in PATCH /api/iOSUserCards/bulk', () => {
  const bulk = (user: TestUser, body: unknown) =>
    call(t, user, 'PATCH', '/api/iOSUserCards/bulk', body);

  it("sets the language on every item named; a copy in its card's own language stores null", async () => {
    const english = await addItem(t, ash, { product_id: 'base1-4' });
    const japanese = await addItem(t, ash, { product_id: 'ja-SV8-033' });
    const ids = [english.id, japanese.id];
    const res = await bulk(ash, { ids, action: 'update', changes: { copy_language: 'JA' } });
    expect(res.status).toBe(200);
    expect((await itemOf(ash, english.id)).copy_language).toBe('JA');
    expect((await itemOf(ash, japanese.id)).copy_language).toBeNull();
    await bulk(ash, { ids, action: 'update', changes: { copy_language: null } });
    expect((await itemOf(ash, english.id)).copy_language).toBeNull();
  });

  it('selects by the copy-language filter and refuses an unknown code naming it', async () => {
    const french = await addItem(t, misty, { product_id: 'base1-4', copy_language: 'FR' });
    const plain = await addItem(t, misty, { product_id: 'base1-4' });
    const res = await bulk(misty, {
      filter: { copyLanguage: 'FR' },
      action: 'update',
      changes: { condition: 'LP' },
    });
    expect(res.body.ids).toEqual([french.id]);
    expect((await itemOf(misty, plain.id)).condition).toBe('NM');
    const bad = await bulk(misty, {
      ids: [plain.id],
      action: 'update',
      changes: { copy_language: 'Klingon' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('copy_language');
    expect(bad.body.error.message).toContain(ALLOWED);
  });

  it("answers 404 for another user's item and changes nothing", async () => {
    const item = await addItem(t, ash, { product_id: 'base1-4' });
    const res = await bulk(misty, {
      ids: [item.id],
      action: 'update',
      changes: { copy_language: 'KO' },
    });
    expect(res.status).toBe(404);
    expect((await itemOf(ash, item.id)).copy_language).toBeNull();
  });

  it('keeps the language on a duplicate', async () => {
    const item = await addItem(t, ash, { product_id: 'base1-4', copy_language: 'NL' });
    const res = await bulk(ash, { ids: [item.id], action: 'duplicate' });
    const [copy] = res.body.created;
    expect((await itemOf(ash, copy)).copy_language).toBe('NL');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FILES } from '#core/account/account-export-files.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { multipartBody } from '../test/multipart.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';
import {
  downloadExport,
  editEntry,
  normalizedExport,
  seedFullAccount,
  unzip,
  uploadExport,
  zipOf,
} from './account-test-kit.ts';

let t: TestApp;
let ash: TestUser;
let zip: Buffer;
let before: ReturnType<typeof normalizedExport>;

beforeAll(async () => {
  t = await createCatalogTestApp();
  ash = await createTestUser(t.app);
  await seedFullAccount(t, ash, 'ash');
  zip = (await downloadExport(t, ash)).zip;
  before = normalizedExport(await unzip(zip));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** Ash's account as an export would show it now. */
async function ashNow() {
  return normalizedExport(await unzip((await downloadExport(t, ash)).zip));
}

const editItems = (edit: (records: Record<string, unknown>[]) => void) =>
  editEntry(zip, EXPORT_FILES.items, (text) => {
    const records = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    edit(records);
    return records.map((record) => JSON.stringify(record)).join('\n');
  });

/** Restores `file` into ash's account: the 4xx message, with nothing written. */
async function refused(file: Buffer, status = 400) {
  const res = await uploadExport(t, ash, file, 'restore');
  expect(res.status).toBe(status);
  expect(await ashNow()).toEqual(before);
  return res.body.error.message as string;
}

describe('POST /api/account/import refuses bad files whole', () => {
  it('a cut-short download', async () => {
    const message = await refused(zip.subarray(0, Math.floor(zip.length * 0.6)));
    expect(message).toMatch(/^The file is not a complete ZIP archive \(cut short or damaged\)/);
  });

  it('an export from a newer Cardfolio', async () => {
    const file = await editEntry(zip, EXPORT_FILES.manifest, (text) =>
      text.replace('"format_version": 1', '"format_version": 3'),
    );
    expect(await refused(file)).toBe(
      'This export is from a newer Cardfolio (format 3); this server reads up to 1',
    );
  });

  it('a hand-edited record that breaks a rule, named by file, record and field', async () => {
    const file = await editItems((records) => {
      (records[1] as { condition: string }).condition = 'Mint-ish';
    });
    expect(await refused(file)).toBe(
      'items.jsonl record 2: condition "Mint-ish" is not one of NM, LP, MP, HP, DMG',
    );
  });

  it('a record cut in the middle of a line', async () => {
    const file = await editEntry(zip, EXPORT_FILES.items, (text) => text.slice(0, -40));
    expect(await refused(file)).toMatch(/^items\.jsonl record 3 is not valid JSON/);
  });

  it('a card this server’s catalog does not have', async () => {
    const file = await editItems((records) => {
      (records[2] as { product_id: string }).product_id = 'xy99-1';
    });
    expect(await refused(file)).toBe(
      `items.jsonl record 3: product_id "xy99-1" is not in this server's catalog`,
    );
  });

  it('an item in a binder the export does not hold', async () => {
    const file = await editItems((records) => {
      (records[0] as { binder_id: number }).binder_id = 999_999;
    });
    expect(await refused(file)).toBe(
      'items.jsonl record 1: binder_id 999999 is not in binders.json',
    );
  });

  it('a missing file or photo', async () => {
    const entries = await unzip(zip);
    const photo = [...entries.keys()].find((name) => name.endsWith('-back.jpg')) as string;
    entries.delete(photo);
    expect(await refused(await zipOf(entries))).toBe(
      `grading-results.json record 1: back_photo ${photo} is missing from the export`,
    );
    entries.delete(EXPORT_FILES.manifest);
    expect(await refused(await zipOf(entries))).toMatch(/^manifest\.json is missing/);
  });

  it('more than the quota: rolled back after the first rows were written', async () => {
    const file = await editEntry(zip, EXPORT_FILES.binders, (text) => {
      const binders = JSON.parse(text) as Record<string, unknown>[];
      const extra = Array.from({ length: 201 }, (_, i) => ({ ...binders[1], id: 100_000 + i }));
      return JSON.stringify([...binders, ...extra]);
    });
    expect(await refused(file, 409)).toBe('You can keep up to 200 binders.');
  });

  it('a mode that is not restore or new-account', async () => {
    const res = await uploadExport(t, ash, zip, 'merge');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('mode must be restore or new-account');
  });

  it('a form without the file', async () => {
    const form = multipartBody({ mode: 'restore' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: { ...ash.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('send the export as the file field of a multipart form');
  });

  it('no one signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(401);
  });
});

describe('hand edits that keep to the rules', () => {
  it('are restored, and the answer names the edited file', async () => {
    const file = await editItems((records) => {
      (records[0] as { notes: string }).notes = 'edited by hand';
    });
    const res = await uploadExport(t, ash, file, 'restore');
    expect(res.status).toBe(200);
    expect(res.body.edited_files).toEqual([EXPORT_FILES.items]);
    const now = await ashNow();
    expect(now.items[0]?.notes).toBe('edited by hand');
    expect({ ...now, items: now.items.slice(1) }).toEqual({
      ...before,
      items: before.items.slice(1),
    });
  });

  it('leave a handle someone else holds unset, and say so', async () => {
    const brock = await createTestUser(t.app);
    const res = await uploadExport(t, brock, zip, 'new-account');
    expect(res.status).toBe(200);
    expect(res.body.notes).toEqual([
      'The handle "handle_ash" belongs to someone else on this server: choose another.',
    ]);
    const { rows } = await t.app.pool.query(
      'SELECT handle, visibility, show_values FROM social_profiles WHERE user_id = $1',
      [brock.id],
    );
    expect(rows).toEqual([{ handle: null, visibility: 'friends', show_values: true }]);
  });
});

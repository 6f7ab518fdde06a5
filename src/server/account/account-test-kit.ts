import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { EXPORT_FILES } from '#core/account/account-export-files.ts';
import { multipartBody } from '../test/multipart.ts';
import type { TestApp } from '../test/test-app.ts';
import type { TestUser } from '../test/users.ts';

/** A small real JPEG signature plus bytes unique to `tag`. */
export const fakeJpeg = (tag: string) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`photo ${tag}`)]);

/**
 * Gives `user` one of every record a restore writes back, every column set away from its
 * default (two binders, located and boxed items, a wishlist entry, a deck, a graded result with
 * both photos, value history, currency and privacy), plus a sell request, an order and a share
 * link that are exported for the record.
 */
export async function seedFullAccount(t: TestApp, user: TestUser, tag: string) {
  const q = (text: string, params: unknown[] = []) => t.app.pool.query(text, params);
  await q('UPDATE users SET display_name = $2 WHERE id = $1', [user.id, `Collector ${tag}`]);
  await q(`INSERT INTO user_currency_preferences (user_id, currency) VALUES ($1, 'JPY')`, [
    user.id,
  ]);
  await q(
    `INSERT INTO social_profiles (user_id, handle, visibility, show_values, updated_at)
     VALUES ($1, $2, 'friends', true, '2025-03-04T05:06:07.123456Z')`,
    [user.id, `handle_${tag}`],
  );
  const binders = await q(
    `INSERT INTO binders (user_id, name, pocket_layout, created_at, updated_at) VALUES
     ($1, 'Fire ' || $2, '4x3', '2024-01-02T03:04:05.678901Z', '2024-02-03T04:05:06.789012Z'),
     ($1, 'Water ' || $2, '2x2', '2024-01-03T03:04:05Z', '2024-01-04T03:04:05Z') RETURNING id`,
    [user.id, tag],
  );
  const [fire, water] = binders.rows.map((row) => row.id as number);
  const items = await q(
    `INSERT INTO user_products (user_id, product_id, product_type, variant, api_id, wishlist,
       quantity, condition, graded, grade_score, grading_company, purchase_price_cents,
       purchased_on, notes, binder_id, binder_page, binder_pocket, box_name, box_row, for_trade,
       copy_language, created_at, updated_at) VALUES
     ($1, 'base1-4', 'card', 'holo/stamp:1st-edition', 'base1-4-psa', false, 3, 'LP', true, 9.5,
      'PSA', 123456, '2023-07-08', 'Charizard "quoted", ' || $2, $3, 2, 7, null, null, true,
      'FR', '2023-07-09T10:11:12.131415Z', '2023-08-09T10:11:12.5Z'),
     ($1, 'en-sealed-test-sv08-etb', 'sealed', 'normal', null, false, 2, 'MP', false, null, null,
      4999, '2024-11-08', null, null, null, null, 'Shelf ' || $2, 4, false, null,
      '2024-11-09T00:00:00Z', '2024-11-10T00:00:00Z'),
     ($1, 'sv08-238', 'card', 'reverse', null, true, 1, 'HP', false, null, null, null, null,
      'want', $4, 1, 1, null, null, false, 'JA', '2025-01-01T00:00:00.000001Z',
      '2025-01-01T00:00:00.000002Z') RETURNING id`,
    [user.id, tag, fire, water],
  );
  const [charizard] = items.rows.map((row) => row.id as number);
  const deck = await q(
    `INSERT INTO decks (user_id, name, format, created_at, updated_at) VALUES
     ($1, 'Burn ' || $2, 'expanded', '2024-05-06T07:08:09.1Z', '2024-06-07T08:09:10.2Z')
     RETURNING id`,
    [user.id, tag],
  );
  await q(
    `INSERT INTO deck_cards (deck_id, product_id, count, created_at) VALUES
     ($1, 'base1-4', 3, '2024-05-06T07:08:09.3Z'), ($1, 'sv08-057', 4, '2024-05-06T07:08:09.4Z')`,
    [deck.rows[0]?.id],
  );
  const face = (n: number) => ({
    lines: {
      outer: { left: n, right: 700 + n, top: 2 * n, bottom: 980 },
      inner: { left: 40 + n, right: 660, top: 45, bottom: 930 + n },
    },
    subscores: { corners: 8.5, edges: null, surface: 9 },
  });
  await q(
    `INSERT INTO grading_results (user_id, user_product_id, front, back, front_jpeg, back_jpeg,
       ceilings, borderline, overall, thresholds_version, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, true, 8.5, 'v3-' || $8, '2025-02-03T04:05:06.789123Z')`,
    [
      user.id,
      charizard,
      JSON.stringify(face(11)),
      JSON.stringify(face(13)),
      fakeJpeg(`front ${tag}`),
      fakeJpeg(`back ${tag}`),
      JSON.stringify({ psa: 9, cgc: 9.5 }),
      tag,
    ],
  );
  await q(
    `INSERT INTO portfolio_snapshots (user_id, binder_id, snapshot_date, value_cents, created_at)
     VALUES ($1, null, '2025-01-05', 987654, '2025-01-05T23:00:00Z'),
            ($1, $2, '2025-01-05', 12345, '2025-01-05T23:00:01Z')`,
    [user.id, fire],
  );
  const request = await q(
    `INSERT INTO sell_requests (user_id, status, return_address, note)
     VALUES ($1, 'offered', $2, 'Please be quick') RETURNING id`,
    [user.id, JSON.stringify({ name: `Ash ${tag}`, line1: '1 Road', city: 'Pallet' })],
  );
  await q(
    `INSERT INTO sell_request_items (request_id, user_product_id, product_id, product_name,
       condition, asking_cents, offer_cents) VALUES ($1, $2, 'base1-4', 'Charizard', 'LP', 50000, 45000)`,
    [request.rows[0]?.id, charizard],
  );
  await q(
    `INSERT INTO share_links (user_id, token_hash, scope, binder_id)
     VALUES ($1, $2, 'binder', $3)`,
    [user.id, createHash('sha256').update(`share ${tag}`).digest('hex'), fire],
  );
}

/** GET /api/account/export as `user`: the status, headers and the ZIP's bytes. */
export async function downloadExport(t: TestApp, user: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/account/export',
    headers: user.headers,
  });
  return { status: res.statusCode, headers: res.headers, zip: res.rawPayload };
}

/** POST /api/account/import as `user` with this ZIP and mode. */
export async function uploadExport(t: TestApp, user: TestUser, zip: Buffer, mode: string) {
  const form = multipartBody({ mode }, [
    { field: 'file', filename: 'export.zip', contentType: 'application/zip', data: zip },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/import',
    headers: { ...user.headers, 'content-type': form.contentType },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Every entry of a ZIP, by name. */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on('entry', (entry: yauzl.Entry) => {
      archive
        .openReadStreamPromise(entry)
        .then((stream) => buffer(stream))
        .then((bytes) => {
          entries.set(entry.fileName, bytes);
          archive.readEntry();
        }, reject);
    });
    archive.on('end', () => resolve());
    archive.on('error', reject);
    archive.readEntry();
  });
  return entries;
}

/** A ZIP of these entries (to hand-edit an export). */
export async function zipOf(entries: Map<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of entries) {
    zip.addBuffer(bytes, name);
  }
  zip.end();
  return buffer(zip.outputStream);
}

/** The export with one file's text changed by `edit`. */
export async function editEntry(zip: Buffer, file: string, edit: (text: string) => string) {
  const entries = await unzip(zip);
  entries.set(file, Buffer.from(edit(entries.get(file)?.toString('utf8') ?? '')));
  return zipOf(entries);
}

type Rec = Record<string, unknown>;
const parse = (entries: Map<string, Buffer>, file: string) =>
  JSON.parse(entries.get(file)?.toString('utf8') ?? 'null') as Rec[];

/**
 * An export's restorable records with every database id replaced by the record's position and
 * every photo path by its photo's SHA-256: two accounts holding the same data compare equal,
 * field for field, whatever ids their servers gave.
 */
export function normalizedExport(entries: Map<string, Buffer>) {
  const binders = parse(entries, EXPORT_FILES.binders);
  const items = (entries.get(EXPORT_FILES.items)?.toString('utf8') ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Rec);
  const binderAt = new Map(binders.map((b, i) => [b.id, i]));
  const itemAt = new Map(items.map((item, i) => [item.id, i]));
  const binderRef = (id: unknown) => (id === null ? null : `binder#${binderAt.get(id)}`);
  const photo = (path: unknown) =>
    path === null
      ? null
      : createHash('sha256')
          .update(entries.get(String(path)) ?? Buffer.alloc(0))
          .digest('hex');
  return {
    settings: JSON.parse(entries.get(EXPORT_FILES.settings)?.toString('utf8') ?? 'null'),
    binders: binders.map(({ id: _id, ...rest }) => rest),
    items: items.map(
      ({ id: _id, ...rest }): Rec => ({
        ...rest,
        binder_id: binderRef(rest.binder_id),
      }),
    ),
    decks: parse(entries, EXPORT_FILES.decks).map(({ id: _id, ...rest }) => rest),
    grading: parse(entries, EXPORT_FILES.grading).map(({ id: _id, ...rest }) => ({
      ...rest,
      item_id: `item#${itemAt.get(rest.item_id)}`,
      front_photo: photo(rest.front_photo),
      back_photo: photo(rest.back_photo),
    })),
    snapshots: parse(entries, EXPORT_FILES.snapshots).map(({ id: _id, ...rest }) => ({
      ...rest,
      binder_id: binderRef(rest.binder_id),
    })),
  };
}

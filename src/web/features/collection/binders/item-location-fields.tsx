import { useState } from 'react';
import './binders.css';
import type { UserProduct, UserProductUpdate } from '#core/collection/user-product.schema.ts';

type LocationPatch = Pick<
  UserProductUpdate,
  'binder_page' | 'binder_pocket' | 'box_name' | 'box_row'
>;

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Where the copy is, for the edit dialog: page and pocket in its binder, or a box and row.
 * Returns the fields and a function giving the patch of what changed (the server checks it).
 */
export function useItemLocationFields(item: UserProduct) {
  const [page, setPage] = useState(String(item.binder_page ?? ''));
  const [pocket, setPocket] = useState(String(item.binder_pocket ?? ''));
  const [box, setBox] = useState(item.box_name ?? '');
  const [row, setRow] = useState(String(item.box_row ?? ''));

  const getPatch = (): LocationPatch => {
    const next = {
      binder_page: toNumber(page),
      binder_pocket: toNumber(pocket),
      box_name: box.trim() === '' ? null : box.trim(),
      box_row: toNumber(row),
    };
    return Object.fromEntries(
      Object.entries(next).filter(
        ([key, value]) => (item[key as keyof LocationPatch] ?? null) !== value,
      ),
    ) as LocationPatch;
  };

  const fields = (
    <fieldset className="collection-form__location">
      <legend>Where it is</legend>
      <label>
        Binder page
        <input type="number" min={1} value={page} onChange={(e) => setPage(e.target.value)} />
      </label>
      <label>
        Pocket
        <input type="number" min={1} value={pocket} onChange={(e) => setPocket(e.target.value)} />
      </label>
      <label>
        Box
        <input
          type="text"
          maxLength={60}
          placeholder="e.g. Bulk box A"
          value={box}
          onChange={(e) => setBox(e.target.value)}
        />
      </label>
      <label>
        Row
        <input type="number" min={1} value={row} onChange={(e) => setRow(e.target.value)} />
      </label>
    </fieldset>
  );
  return { fields, getPatch };
}

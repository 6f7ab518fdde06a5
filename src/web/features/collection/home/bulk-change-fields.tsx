import { type ReactNode, useId, useState } from 'react';
import type { BulkChanges } from '#core/collection/bulk-change.schema.ts';
import type { VariantOption } from '#core/collection/client-rules.ts';
import {
  COPY_LANGUAGE_LABELS,
  COPY_LANGUAGES,
  type CopyLanguage,
} from '#core/collection/copy-language.ts';
import { CONDITIONS } from '#core/collection/user-product.schema.ts';

type Props = {
  count: number;
  printings: VariantOption[];
  isBusy: boolean;
  onApply: (changes: BulkChanges) => void;
};

type Draft = {
  condition: string;
  variant: string;
  list: string;
  price: string;
  date: string;
  box: string;
  /** '' keeps it, 'card' is each card's own language (stored null), else a code. */
  language: string;
};

const EMPTY: Draft = {
  condition: '',
  variant: '',
  list: '',
  price: '',
  date: '',
  box: '',
  language: '',
};
const CARD_LANGUAGE = 'card';

/** Fields left on "Keep" are not sent; an emptied price or date is not a change either. */
export function toBulkChanges(draft: Draft): BulkChanges {
  const changes: BulkChanges = {};
  if (draft.condition) {
    changes.condition = draft.condition as BulkChanges['condition'];
  }
  if (draft.variant) {
    changes.variant = draft.variant;
  }
  if (draft.list) {
    changes.wishlist = draft.list === 'wishlist';
  }
  if (draft.price.trim() !== '') {
    changes.purchase_price = Number(draft.price);
  }
  if (draft.date) {
    changes.purchased_on = draft.date;
  }
  if (draft.box.trim() !== '') {
    changes.box_name = draft.box.trim();
  }
  if (draft.language) {
    changes.copy_language =
      draft.language === CARD_LANGUAGE ? null : (draft.language as CopyLanguage);
  }
  return changes;
}

/**
 * Condition, printing, language, list, purchase price, date and box for every selected item at
 * once. A box
 * takes the copies out of their binder pockets.
 */
export function BulkChangeFields({ count, printings, isBusy, onApply }: Props) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const id = useId();
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const changes = toBulkChanges(draft);
  const hasChanges = Object.keys(changes).length > 0;
  return (
    <form
      className="selection-bar__fields"
      onSubmit={(event) => {
        event.preventDefault();
        if (hasChanges) {
          onApply(changes);
          setDraft(EMPTY);
        }
      }}
    >
      <Field id={`${id}-condition`} label="Condition">
        <select
          id={`${id}-condition`}
          value={draft.condition}
          onChange={(e) => set('condition')(e.target.value)}
        >
          <option value="">Keep</option>
          {CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {condition}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-printing`} label="Printing">
        <select
          id={`${id}-printing`}
          value={draft.variant}
          onChange={(e) => set('variant')(e.target.value)}
        >
          <option value="">Keep</option>
          {printings.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-language`} label="Copy language">
        <select
          id={`${id}-language`}
          value={draft.language}
          onChange={(e) => set('language')(e.target.value)}
        >
          <option value="">Keep</option>
          <option value={CARD_LANGUAGE}>The card's language</option>
          {COPY_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {COPY_LANGUAGE_LABELS[code]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-list`} label="List">
        <select id={`${id}-list`} value={draft.list} onChange={(e) => set('list')(e.target.value)}>
          <option value="">Keep</option>
          <option value="collection">Collection</option>
          <option value="wishlist">Wishlist</option>
        </select>
      </Field>
      <Field id={`${id}-price`} label="Purchase price">
        <input
          id={`${id}-price`}
          type="number"
          min="0"
          step="0.01"
          inputMode="decimal"
          placeholder="Keep"
          value={draft.price}
          onChange={(e) => set('price')(e.target.value)}
        />
      </Field>
      <Field id={`${id}-date`} label="Purchase date">
        <input
          id={`${id}-date`}
          type="date"
          value={draft.date}
          onChange={(e) => set('date')(e.target.value)}
        />
      </Field>
      <Field id={`${id}-box`} label="Box">
        <input
          id={`${id}-box`}
          type="text"
          maxLength={60}
          placeholder="Keep"
          title="Moves the copies into this box and out of their binder pockets"
          value={draft.box}
          onChange={(e) => set('box')(e.target.value)}
        />
      </Field>
      <button type="submit" className="button" disabled={!hasChanges || isBusy}>
        Apply to {count} {count === 1 ? 'item' : 'items'}
      </button>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <span className="selection-bar__field">
      <label htmlFor={id}>{label}</label>
      {children}
    </span>
  );
}

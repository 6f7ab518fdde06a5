import { useState } from 'react';
import type { BinderSummary } from '#core/collection/collection-view.ts';
import type { Binder } from '#core/collection/user-product.schema.ts';
import { newChangeTag } from '../../../lib/change-tag.ts';
import { formatPrice } from '../../../lib/display-money.ts';
import { toastWithUndo } from '../history/components/undo-toast.tsx';
import { ConfirmDialog } from '../home/confirm-dialog.tsx';
import { useCreateBinder, useDeleteBinder, useRenameBinder } from '../hooks/use-binders.ts';
import { BinderNameDialog } from './binder-name-dialog.tsx';
import './binders.css';
import { QUOTAS, quotaMessage } from '#core/quotas/quotas.ts';

type Props = {
  binders: Binder[];
  summaries: Map<number | 'all' | 'none', BinderSummary>;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
};

type Dialog = 'create' | 'rename' | 'delete' | null;

const ACTION_LABELS = {
  create: 'New binder',
  rename: 'Rename binder',
  delete: 'Delete binder',
} as const;
const NEW_ONLY = ['create'] as const;
const SELECTED_ACTIONS = ['create', 'rename', 'delete'] as const;

function BinderButton(props: {
  name: string;
  summary: BinderSummary | undefined;
  isSelected: boolean;
  onClick: () => void;
}) {
  const count = props.summary?.count ?? 0;
  return (
    <button
      type="button"
      className="binder-bar__binder"
      aria-pressed={props.isSelected}
      onClick={props.onClick}
    >
      <span className="binder-bar__name">{props.name}</span>
      <span className="binder-bar__meta">
        {count} {count === 1 ? 'item' : 'items'} · {formatPrice(props.summary?.value ?? 0)}
        {props.summary?.wishlist ? ` · ${props.summary.wishlist} on wishlist` : ''}
      </span>
    </button>
  );
}

/** Binders of the collection: pick one to look at, create, rename or delete them. */
export function BinderBar({ binders, summaries, selectedId, onSelect }: Props) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const create = useCreateBinder();
  const rename = useRenameBinder();
  const remove = useDeleteBinder();
  const selected = binders.find((binder) => binder.id === selectedId);
  const close = () => setDialog(null);

  return (
    <nav className="binder-bar row-spread" aria-label="Binders">
      <ul className="binder-bar__list">
        <li>
          <BinderButton
            name="All items"
            summary={summaries.get('all')}
            isSelected={selectedId === null}
            onClick={() => onSelect(null)}
          />
        </li>
        {binders.map((binder) => (
          <li key={binder.id}>
            <BinderButton
              name={binder.name}
              summary={summaries.get(binder.id)}
              isSelected={binder.id === selectedId}
              onClick={() => onSelect(binder.id)}
            />
          </li>
        ))}
      </ul>
      {binders.length >= QUOTAS.binders.limit * 0.9 ? (
        <p className="binder-bar__limit">{quotaMessage('binders')}</p>
      ) : null}
      <div className="binder-bar__actions">
        {(selected ? SELECTED_ACTIONS : NEW_ONLY).map((kind) => (
          <button
            key={kind}
            type="button"
            className="button button--secondary"
            onClick={() => setDialog(kind)}
          >
            {ACTION_LABELS[kind]}
          </button>
        ))}
      </div>
      {dialog === 'create' ? (
        <BinderNameDialog
          title="New binder"
          submitLabel="Create binder"
          onSave={async (name) => {
            const tag = newChangeTag();
            const binder = await create.mutateAsync({ name, tag });
            onSelect(binder.id);
            toastWithUndo(`Created binder ${binder.name}`, tag.batchId);
          }}
          onClose={close}
        />
      ) : null}
      {dialog === 'rename' && selected ? (
        <BinderNameDialog
          title={`Rename ${selected.name}`}
          initialName={selected.name}
          submitLabel="Save name"
          onSave={async (name) => {
            const tag = newChangeTag();
            const binder = await rename.mutateAsync({ id: selected.id, name, tag });
            toastWithUndo(`Renamed ${selected.name} to ${binder.name}`, tag.batchId);
          }}
          onClose={close}
        />
      ) : null}
      {dialog === 'delete' && selected ? (
        <ConfirmDialog
          title={`Delete ${selected.name}?`}
          confirmLabel="Delete binder"
          onConfirm={async () => {
            const tag = newChangeTag();
            await remove.mutateAsync({ id: selected.id, tag });
            toastWithUndo(`${selected.name} deleted`, tag.batchId);
          }}
          onClose={close}
        >
          <p>
            The binder is removed. Its items stay in your collection, in no binder. Undo it from the
            message that follows, or restore it from the trash within 30 days.
          </p>
        </ConfirmDialog>
      ) : null}
    </nav>
  );
}

import {
  CHANGE_KINDS,
  CHANGE_ORIGINS,
  type ChangeKind,
  type ChangeOrigin,
} from '#core/collection/history/change.schema.ts';
import type { Binder } from '#core/collection/user-product.schema.ts';
import type { ActivityFilters } from '../api/get-activity.ts';
import { KIND_LABELS, originLabel } from './describe-change.ts';

/** Origin, kind, binder and date range of the activity list. */
export function ActivityFiltersBar({
  filters,
  binders,
  onChange,
}: {
  filters: ActivityFilters;
  binders: Binder[];
  onChange: (next: ActivityFilters) => void;
}) {
  const set = (patch: ActivityFilters) => onChange({ ...filters, ...patch });
  return (
    <div className="history-filters">
      <label>
        Origin{' '}
        <select
          value={filters.origin ?? ''}
          onChange={(e) => set({ origin: (e.target.value || undefined) as ChangeOrigin })}
        >
          <option value="">Any</option>
          {CHANGE_ORIGINS.map((origin) => (
            <option key={origin} value={origin}>
              {originLabel(origin, null)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Change{' '}
        <select
          value={filters.kind ?? ''}
          onChange={(e) => set({ kind: (e.target.value || undefined) as ChangeKind })}
        >
          <option value="">Any</option>
          {CHANGE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Binder{' '}
        <select
          value={filters.binder_id ?? ''}
          onChange={(e) => set({ binder_id: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">Any</option>
          {binders.map((binder) => (
            <option key={binder.id} value={binder.id}>
              {binder.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        From{' '}
        <input
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </label>
      <label>
        To{' '}
        <input
          type="date"
          value={filters.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </label>
    </div>
  );
}

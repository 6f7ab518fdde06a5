import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditEntry } from '#core/admin/audit.schema.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import './admin.css';
import { asOptions, OptionSelect } from '#web/components/ui/option-select.tsx';
import { TableHead } from '#web/components/ui/table-head.tsx';

function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) {
    return <span className="admin-muted">none</span>;
  }
  return <pre className="admin-json">{JSON.stringify(value, null, 1)}</pre>;
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr data-testid={`audit-${entry.id}`}>
      <td>{new Date(entry.createdAt).toLocaleString()}</td>
      <td>{entry.adminEmail ?? `deleted admin ${entry.adminId ?? ''}`}</td>
      <td>{entry.action}</td>
      <td>
        {entry.targetType} {entry.targetId}
      </td>
      <td>
        <Change value={entry.before} />
      </td>
      <td>
        <Change value={entry.after} />
      </td>
    </tr>
  );
}

/** Who did what, when, with the row before and after. */
export function AuditLogView() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const log = useAuditLog(page, action || undefined);
  if (log.isError) {
    return <p className="field-error">The audit log could not be loaded.</p>;
  }
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  return (
    <div>
      <label>
        Action{' '}
        <OptionSelect
          value={action}
          options={asOptions(AUDIT_ACTIONS)}
          onChange={(value) => {
            setAction(value);
            setPage(1);
          }}
        >
          <option value="">All</option>
        </OptionSelect>
      </label>
      <table className="admin-table admin-audit">
        <TableHead columns={['When', 'Who', 'What', 'Target', 'Before', 'After']} />
        <tbody>
          {log.data?.items.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
      {log.data?.items.length === 0 ? <p>No admin actions yet.</p> : null}
      <div className="admin-pager">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Newer
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Older
        </button>
      </div>
    </div>
  );
}

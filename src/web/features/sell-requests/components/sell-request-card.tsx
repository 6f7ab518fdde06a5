import { useState } from 'react';
import {
  LABEL_STATUSES,
  OWNER_DELETABLE,
  OWNER_EDITABLE,
  type SellRequest,
  STATUS_TEXT,
} from '#core/sell-requests/sell-request.schema.ts';
import { formatCents } from '#core/shop/money.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { useDeleteSellRequest } from '../api/delete-sell-request.ts';
import { useRespondToOffer } from '../api/respond-to-offer.ts';
import { EditAskingPrices } from './edit-asking-prices.tsx';
import { LabelButton } from './label-button.tsx';

export function SellItems({ request }: { request: SellRequest }) {
  return (
    <table className="sell-items">
      <thead>
        <tr>
          <th>Card</th>
          <th>Condition</th>
          <th>Asking</th>
          <th>Offer</th>
        </tr>
      </thead>
      <tbody>
        {request.items.map((item) => (
          <tr key={item.id}>
            <td>{item.productName}</td>
            <td>{item.condition}</td>
            <td>{formatCents(item.askingCents)}</td>
            <td>{item.offerCents === null ? '–' : formatCents(item.offerCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One of the user's requests: status, items, the answer to an offer, the label, withdrawal. */
export function SellRequestCard({ request }: { request: SellRequest }) {
  const respond = useRespondToOffer(request.id);
  const remove = useDeleteSellRequest(request.id);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(await readErrorMessage(caught, 'Something went wrong. Please try again.'));
    }
  };
  return (
    <article className="sell-card" data-testid={`sell-request-${request.id}`}>
      <header className="sell-card__head">
        <strong>{request.number}</strong>
        <span className={`sell-status sell-status--${request.status}`}>
          {STATUS_TEXT[request.status]}
        </span>
        <span className="sell-muted">{new Date(request.createdAt).toLocaleDateString()}</span>
      </header>
      {editing ? (
        <EditAskingPrices request={request} onDone={() => setEditing(false)} />
      ) : (
        <SellItems request={request} />
      )}
      <p>
        Asking {formatCents(request.askingTotalCents)}
        {request.offerTotalCents === null ? '' : ` · offer ${formatCents(request.offerTotalCents)}`}
      </p>
      <div className="sell-card__actions">
        {request.status === 'offered' ? (
          <>
            <button
              type="button"
              className="button"
              onClick={() => void run(() => respond.mutateAsync('accept'))}
            >
              Accept offer
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void run(() => respond.mutateAsync('decline'))}
            >
              Decline offer
            </button>
          </>
        ) : null}
        {LABEL_STATUSES.includes(request.status) ? (
          <LabelButton id={request.id} number={request.number} />
        ) : null}
        {OWNER_EDITABLE.includes(request.status) &&
        !editing &&
        request.items.every((item) => item.userProductId !== null) ? (
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            Change prices
          </button>
        ) : null}
        {OWNER_DELETABLE.includes(request.status) ? (
          <button
            type="button"
            className="link-button"
            onClick={() => void run(() => remove.mutateAsync())}
          >
            Withdraw
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </article>
  );
}

import { useState } from 'react';
import {
  LABEL_STATUSES,
  OWNER_DELETABLE,
  OWNER_EDITABLE,
  type SellRequest,
} from '#core/sell-requests/sell-request.schema.ts';
import { formatCents } from '#core/shop/money.ts';
import { TableHead } from '#web/components/ui/table-head.tsx';
import { useDeleteSellRequest } from '../api/delete-sell-request.ts';
import { useRespondToOffer } from '../api/respond-to-offer.ts';
import { EditAskingPrices } from './edit-asking-prices.tsx';
import { LabelButton } from './label-button.tsx';
import { ActionButton, SellCard, useCardAction } from './sell-card.tsx';

export function SellItems({ request }: { request: SellRequest }) {
  return (
    <table className="sell-items">
      <TableHead columns={['Card', 'Condition', 'Asking', 'Offer']} />
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
  const { error, run } = useCardAction('Something went wrong. Please try again.');
  const [editing, setEditing] = useState(false);
  return (
    <SellCard
      request={request}
      testId={`sell-request-${request.id}`}
      trail={<span className="sell-muted">{new Date(request.createdAt).toLocaleDateString()}</span>}
      error={error}
    >
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
            <ActionButton onClick={() => run(() => respond.mutateAsync('accept'))}>
              Accept offer
            </ActionButton>
            <ActionButton
              className="button button--secondary"
              onClick={() => run(() => respond.mutateAsync('decline'))}
            >
              Decline offer
            </ActionButton>
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
          <ActionButton className="link-button" onClick={() => run(() => remove.mutateAsync())}>
            Withdraw
          </ActionButton>
        ) : null}
      </div>
    </SellCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  LABEL_STATUSES,
  offerFormSchema,
  SELL_REQUEST_STATUSES,
  type SellRequest,
  type SellRequestStatus,
  STATUS_TEXT,
} from '#core/sell-requests/sell-request.schema.ts';
import { formatCents } from '#core/shop/money.ts';
import { useAllSellRequests } from '../api/get-all-sell-requests.ts';
import { useMakeOffer } from '../api/make-offer.ts';
import { useSetSellRequestStatus } from '../api/set-sell-request-status.ts';
import { LabelButton } from './label-button.tsx';
import { ActionButton, SellCard, useCardAction } from './sell-card.tsx';
import './sell-requests.css';
import { centsToDecimalText } from '#core/money/cents.ts';
import { OptionSelect } from '#web/components/ui/option-select.tsx';

const OFFERABLE: readonly SellRequestStatus[] = ['submitted', 'offered', 'declined'];

function AdminRequest({ request }: { request: SellRequest }) {
  const offer = useMakeOffer(request.id);
  const status = useSetSellRequestStatus(request.id);
  const form = useForm<z.input<typeof offerFormSchema>, unknown, z.output<typeof offerFormSchema>>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: {
      offers: request.items.map((item) => ({
        itemId: item.id,
        offerCents: centsToDecimalText(item.offerCents ?? item.askingCents),
      })),
    },
  });
  const { error, run } = useCardAction('The change failed');
  const sendOffer = form.handleSubmit(({ offers }) => run(() => offer.mutateAsync(offers)));
  const offerError = form.formState.errors.offers?.find?.((item) => item?.offerCents)?.offerCents
    ?.message;
  const canOffer = OFFERABLE.includes(request.status);
  return (
    <SellCard
      request={request}
      testId={`admin-sell-request-${request.id}`}
      lead={<span>{request.userEmail}</span>}
      error={offerError ?? error}
    >
      <table className="sell-items">
        <tbody>
          {request.items.map((item, index) => (
            <tr key={item.id}>
              <td>{item.productName}</td>
              <td>{item.condition}</td>
              <td>asks {formatCents(item.askingCents)}</td>
              <td>
                {canOffer ? (
                  <input
                    aria-label={`Offer for ${item.productName} in ${request.number}`}
                    type="number"
                    step="0.01"
                    min="0.01"
                    aria-invalid={
                      form.formState.errors.offers?.[index]?.offerCents ? true : undefined
                    }
                    {...form.register(`offers.${index}.offerCents`)}
                  />
                ) : item.offerCents === null ? (
                  '–'
                ) : (
                  `offer ${formatCents(item.offerCents)}`
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sell-card__actions">
        {canOffer ? (
          <ActionButton onClick={sendOffer}>
            {request.status === 'submitted' ? 'Send offer' : 'Send new offer'}
          </ActionButton>
        ) : null}
        {request.status === 'accepted' ? (
          <ActionButton onClick={() => run(() => status.mutateAsync('received'))}>
            Mark received
          </ActionButton>
        ) : null}
        {LABEL_STATUSES.includes(request.status) ? (
          <LabelButton id={request.id} number={request.number} />
        ) : null}
        {request.status === 'received' ? (
          <ActionButton onClick={() => run(() => status.mutateAsync('paid'))}>
            Mark paid
          </ActionButton>
        ) : null}
      </div>
    </SellCard>
  );
}

/** Every user's sell requests, by status, with offers and status moves. */
export function AdminSellRequests() {
  const [filter, setFilter] = useState<SellRequestStatus | ''>('');
  const requests = useAllSellRequests(filter || undefined);
  return (
    <div>
      <label>
        Status{' '}
        <OptionSelect<SellRequestStatus | ''>
          value={filter}
          options={SELL_REQUEST_STATUSES.map((value) => ({ value, label: STATUS_TEXT[value] }))}
          onChange={setFilter}
        >
          <option value="">All</option>
        </OptionSelect>
      </label>
      {requests.isError ? (
        <p role="alert" className="field-error">
          Sell requests could not be loaded.
        </p>
      ) : null}
      {requests.data?.length === 0 ? <p className="sell-muted">No sell requests.</p> : null}
      {requests.data?.map((request) => (
        <AdminRequest key={`${request.id}-${request.updatedAt}`} request={request} />
      ))}
    </div>
  );
}

import { useState } from 'react';
import type { SellRequest } from '#core/sell-requests/sell-request.schema.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { useUpdateSellRequest } from '../api/update-sell-request.ts';

/** Changes the asking prices of a request still waiting for an offer (PUT, replace by id). */
export function EditAskingPrices({
  request,
  onDone,
}: {
  request: SellRequest;
  onDone: () => void;
}) {
  const update = useUpdateSellRequest(request.id);
  const [prices, setPrices] = useState<Record<number, string>>(() =>
    Object.fromEntries(request.items.map((item) => [item.id, (item.askingCents / 100).toFixed(2)])),
  );
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    const items = request.items.map((item) => ({
      userProductId: item.userProductId ?? 0,
      condition: item.condition,
      askingCents: Math.round(Number(prices[item.id]) * 100),
    }));
    try {
      await update.mutateAsync({ items });
      onDone();
    } catch (caught) {
      setError(await readErrorMessage(caught, 'The prices could not be saved'));
    }
  };
  return (
    <div className="sell-edit">
      {request.items.map((item) => (
        <label key={item.id}>
          {item.productName} $
          <input
            aria-label={`New asking price of ${item.productName}`}
            type="number"
            step="0.01"
            min="0.01"
            value={prices[item.id] ?? ''}
            onChange={(e) => setPrices({ ...prices, [item.id]: e.target.value })}
          />
        </label>
      ))}
      <button
        type="button"
        className="button"
        onClick={() => void save()}
        disabled={update.isPending}
      >
        Save prices
      </button>
      <button type="button" className="link-button" onClick={onDone}>
        Cancel
      </button>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

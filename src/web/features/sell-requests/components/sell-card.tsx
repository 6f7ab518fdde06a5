import { type ReactNode, useState } from 'react';
import { type SellRequest, STATUS_TEXT } from '#core/sell-requests/sell-request.schema.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';

/** Runs a card's action and keeps the server's message when it fails. */
export function useCardAction(fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(await readErrorMessage(caught, fallback));
    }
  };
  return { error, run };
}

/** The frame of one sell request (the owner's and the admin's): number, status, body, error. */
export function SellCard({
  request,
  testId,
  lead,
  trail,
  error,
  children,
}: {
  request: SellRequest;
  testId: string;
  lead?: ReactNode;
  trail?: ReactNode;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <article className="sell-card" data-testid={testId}>
      <header className="sell-card__head">
        <strong>{request.number}</strong>
        {lead}
        <span className={`sell-status sell-status--${request.status}`}>
          {STATUS_TEXT[request.status]}
        </span>
        {trail}
      </header>
      {children}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </article>
  );
}

export function ActionButton({
  onClick,
  className = 'button',
  children,
}: {
  onClick: () => Promise<unknown>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} onClick={() => void onClick()}>
      {children}
    </button>
  );
}

import { useMySellRequests } from '../api/get-my-sell-requests.ts';
import { SellRequestCard } from './sell-request-card.tsx';
import { SellRequestForm } from './sell-request-form.tsx';
import './sell-requests.css';

/** The /profile section: the user's sell requests and a form for a new one. */
export function MySellRequestsSection() {
  const requests = useMySellRequests();
  return (
    <section className="sell-section" aria-labelledby="sell-requests-title">
      <h2 id="sell-requests-title">Sell cards to Cardfolio</h2>
      <p className="sell-muted">
        Pick cards from your collection with their condition and your asking price. We reply with an
        offer per card; once you accept, print the shipping label and send them in.
      </p>
      <SellRequestForm />
      <h3>Your sell requests</h3>
      {requests.isError ? (
        <p role="alert" className="field-error">
          Your sell requests could not be loaded.
        </p>
      ) : null}
      {requests.data?.length === 0 ? <p className="sell-muted">No sell requests yet.</p> : null}
      {requests.data?.map((request) => (
        <SellRequestCard key={request.id} request={request} />
      ))}
    </section>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatCents } from '#core/shop/money.ts';
import { cancelMembership } from '../api/cancel-membership.ts';
import { fetchMyGiveaways } from '../api/get-my-giveaways.ts';
import { fetchMyMembership } from '../api/get-my-membership.ts';
import { fetchTiers } from '../api/get-tiers.ts';
import { simulateRenewal } from '../api/simulate-renewal.ts';
import { subscribe } from '../api/subscribe.ts';
import './memberships.css';

type Props = { signedIn: boolean; tier: number; onTierChanged: () => Promise<void> };

/** /memberships: the tiers and perks (spec section 6), buy or cancel, giveaways. */
export function MembershipsScreen({ signedIn, tier, onTierChanged }: Props) {
  const client = useQueryClient();
  const tiers = useQuery({ queryKey: ['memberships', 'tiers'], queryFn: fetchTiers });
  const mine = useQuery({
    queryKey: ['memberships', 'me'],
    queryFn: fetchMyMembership,
    enabled: signedIn,
  });
  const giveaways = useQuery({
    queryKey: ['giveaways', 'me'],
    queryFn: fetchMyGiveaways,
    enabled: signedIn,
  });
  const [error, setError] = useState<string | null>(null);
  const [cycle, setCycle] = useState(2);
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['memberships'] });
    await client.invalidateQueries({ queryKey: ['giveaways'] });
    await onTierChanged();
  };
  const buy = useMutation({
    mutationFn: subscribe,
    onSuccess: (url) => window.location.assign(url),
    onError: () => setError('The membership checkout could not be started. Please try again.'),
  });
  const cancel = useMutation({ mutationFn: cancelMembership, onSuccess: refresh });
  const renew = useMutation({
    mutationFn: (outcome: 'success' | 'failure') =>
      simulateRenewal(mine.data?.testSubscriptionRef ?? '', cycle, outcome),
    onSuccess: async () => {
      setCycle(cycle + 1);
      await refresh();
    },
  });
  const testMode = tiers.data?.provider === 'test';
  const current = mine.data;

  return (
    <section className="memberships-page">
      <h1>Memberships</h1>
      {testMode ? <p className="test-mode-banner">TEST MODE: no real payment is taken</p> : null}
      <ul className="tier-list">
        {tiers.data?.tiers.map((option) => (
          <li
            key={option.tier}
            className={option.tier === tier ? 'tier-card tier-card--current' : 'tier-card'}
          >
            <h2>{option.name}</h2>
            <p className="tier-card__price">
              {option.priceCents === 0 ? 'Free' : `${formatCents(option.priceCents)} / month`}
            </p>
            <ul>
              {option.perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
            {option.tier === tier ? (
              <span className="badge">Your plan</span>
            ) : option.priceCents > 0 && tier === 0 ? (
              signedIn ? (
                <button
                  type="button"
                  className="button"
                  disabled={buy.isPending}
                  onClick={() => buy.mutate(option.tier)}
                >
                  Become a {option.name}
                </button>
              ) : (
                <Link to="/login" search={{ redirectToPath: '/memberships' }} className="button">
                  Sign in to join
                </Link>
              )
            ) : null}
          </li>
        ))}
      </ul>
      {error ? <p className="field-error">{error}</p> : null}
      {current && current.status !== 'none' ? (
        <div className="membership-status">
          <p>
            {current.cancelAtPeriodEnd ? 'Cancelled; your membership lasts until ' : 'Renews on '}
            {current.currentPeriodEnd
              ? new Date(current.currentPeriodEnd).toLocaleDateString()
              : '—'}
            .
          </p>
          {current.status === 'active' ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => cancel.mutate()}
            >
              Cancel membership
            </button>
          ) : null}
          {testMode && current.testSubscriptionRef && current.status !== 'ended' ? (
            <div className="test-mode-controls">
              <strong>TEST MODE renewals</strong>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => renew.mutate('success')}
              >
                Simulate a renewal
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => renew.mutate('failure')}
              >
                Simulate a failed renewal
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {giveaways.data ? (
        <div className="giveaways">
          <h2>Monthly giveaway</h2>
          <p>
            {giveaways.data.entered
              ? `You are entered in the ${giveaways.data.month} giveaway (${giveaways.data.entries} ${giveaways.data.entries === 1 ? 'entry' : 'entries'}).`
              : 'Members are entered automatically every month.'}
          </p>
          {giveaways.data.won.map((win) => (
            <p key={win.month} className="giveaway-win">
              🎉 You won the {win.month} giveaway: {win.prize}. We will be in touch by e-mail.
            </p>
          ))}
        </div>
      ) : null}
    </section>
  );
}

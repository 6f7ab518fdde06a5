import { Link } from '@tanstack/react-router';
import { BetaBadge } from './beta-badge.tsx';

/** What free (or signed-out) visitors see instead of the tools. */
export function MemberUpsell({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="grading-upsell" aria-label="Members only">
      <h2>
        AI grading and centering tools <BetaBadge />
      </h2>
      <p>
        Measure centering from a photo, see the best grade each company's centering rule still
        allows, get indicative corner, edge and surface scores, and find out whether grading a card
        is worth its fee. These tools are part of a Cardfolio membership.
      </p>
      {signedIn ? (
        <Link to="/memberships" className="button">
          Upgrade to use AI grading
        </Link>
      ) : (
        <Link to="/login" className="button">
          Sign in to use AI grading
        </Link>
      )}
    </section>
  );
}

import { Link, useRouterState } from '@tanstack/react-router';

const FEATURES: [prefix: string, name: string][] = [
  ['/home', 'Your collection'],
  ['/profile', 'Your profile'],
  ['/friends', 'Friends and shared collections'],
  ['/share', 'Shared collections'],
  ['/shop', 'The shop'],
  ['/products', 'The shop'],
  ['/checkout', 'Checkout'],
  ['/return', 'Checkout'],
  ['/memberships', 'Memberships'],
  ['/market-insights', 'Market insights'],
  ['/grading-insights', 'Grading insights'],
  ['/series-performance-overview', 'Series performance'],
  ['/grade', 'AI grading'],
  ['/ai-tools', 'AI tools'],
  ['/admin', 'The admin area'],
  ['/ebay', 'eBay listing'],
  ['/login', 'Sign-in'],
  ['/cards', 'Card search'],
  ['/card', 'Card pages'],
  ['/japanese', 'Japanese sets and cards'],
  ['/chinese', 'Chinese sets and cards'],
  ['/english', 'English sets'],
  ['/sets', 'Set pages'],
];

export function describeFeature(pathname: string): string {
  const lower = pathname.toLowerCase();
  return FEATURES.find(([prefix]) => lower.startsWith(prefix))?.[1] ?? 'This page';
}

/** An honest page for routes whose feature has not shipped yet. */
export function ComingSoonPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <section className="coming-soon">
      <h1>{describeFeature(pathname)} is not available yet</h1>
      <p>
        We are building this part of Cardfolio right now. It is not available yet, so nothing here
        works or pretends to.
      </p>
      <Link to="/" className="button">
        Back to the home page
      </Link>
    </section>
  );
}

import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EXTERNAL_LINKS } from '../../config/links.ts';
import { NewestSets } from '../../features/catalog/components/newest-sets.tsx';
import './landing.css';

const FEATURES = [
  {
    title: 'Live collection value',
    text: 'See what your cards and sealed products are worth today, with the daily change in dollars and percent.',
  },
  {
    title: 'Portfolio charts',
    text: 'Follow your collection over a day, a week, months or all time, for the whole collection or one binder.',
  },
  {
    title: 'Scan with your camera',
    text: 'Point your phone at a card or a sealed product and add it to your collection in one tap.',
  },
  {
    title: 'English, Japanese and Chinese',
    text: 'Every set and card in three languages, with variants, rarities and set completion.',
  },
  {
    title: 'Wishlists and binders',
    text: 'Plan your next pulls, organise cards in binders with 3x3 pages and share them with friends.',
  },
  {
    title: 'Graded price estimates',
    text: 'PSA, CGC, SGC and BGS prices from grade 7 to 10, so you know when grading pays off.',
  },
];

/** A landing section that points to one page: title, a line of text and the button. */
function Promo(props: {
  className: string;
  titleId: string;
  title: string;
  badge?: ReactNode;
  to: '/grade' | '/memberships' | '/shop';
  action: string;
  children: ReactNode;
}) {
  return (
    <section className={`landing-section ${props.className}`} aria-labelledby={props.titleId}>
      {props.badge}
      <h2 id={props.titleId}>{props.title}</h2>
      <p>{props.children}</p>
      <Link to={props.to} className="button">
        {props.action}
      </Link>
    </section>
  );
}

export function LandingPage() {
  return (
    <div className="landing">
      <section className="hero">
        <span className="welcome-tag">Welcome to Cardfolio</span>
        <h1>Ultimate Pokemon Card Collecting Platform</h1>
        <p className="hero__lead">
          Track the value of every card and sealed product you own, browse every set in English,
          Japanese and Chinese, and scan new pulls straight into your collection.
        </p>
        <div className="hero__actions">
          <Link to="/login" search={{ show: 'signup' }} className="button">
            Start your collection
          </Link>
          <Link to="/english/sets" className="button button--secondary">
            Browse sets
          </Link>
        </div>
      </section>

      <section className="landing-section app-promo" aria-labelledby="app-promo-title">
        <h2 id="app-promo-title">Cardfolio on your iPhone</h2>
        <p>Scan cards at a show, check prices in a shop and keep your collection in your pocket.</p>
        <div className="store-buttons">
          <a
            className="store-button"
            href={EXTERNAL_LINKS.appStore}
            target="_blank"
            rel="noreferrer"
          >
            Download on the App Store
          </a>
          <span className="store-button-wrap">
            <button type="button" className="store-button" disabled aria-disabled="true">
              Get it on Google Play
            </button>
            <span className="badge">Coming soon</span>
          </span>
        </div>
      </section>

      <Promo
        className="ai-announcement"
        titleId="ai-title"
        title="AI grading is here"
        badge={<span className="badge badge--beta">Beta</span>}
        to="/grade"
        action="Try Now"
      >
        Photograph a card and get an estimated grade with centering, corners, edges and surface
        checked in seconds, before you pay to send it off.
      </Promo>

      <section className="landing-section" aria-labelledby="features-title">
        <h2 id="features-title">Everything a collector needs</h2>
        <ul className="feature-list tile-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <Promo
        className="membership-promo"
        titleId="membership-title"
        title="Become a member"
        to="/memberships"
        action="Upgrade Now"
      >
        Special member prices, rare products, monthly giveaways, scanning up to 10 cards or a whole
        binder page at once, and the AI grading and centering tools.
      </Promo>

      <Promo
        className="shop-promo"
        titleId="shop-title"
        title="The Cardfolio shop"
        to="/shop"
        action="Shop Now"
      >
        Booster boxes, Elite Trainer Boxes, tins and singles, shipped with care.
      </Promo>

      <NewestSets />
    </div>
  );
}

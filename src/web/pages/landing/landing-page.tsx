import { Link } from '@tanstack/react-router';
import { EXTERNAL_LINKS } from '../../config/links.ts';
import { NewestSets } from './newest-sets.tsx';
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

      <section className="landing-section ai-announcement" aria-labelledby="ai-title">
        <span className="badge badge--beta">Beta</span>
        <h2 id="ai-title">AI grading is here</h2>
        <p>
          Photograph a card and get an estimated grade with centering, corners, edges and surface
          checked in seconds, before you pay to send it off.
        </p>
        <Link to="/grade" className="button">
          Try Now
        </Link>
      </section>

      <section className="landing-section" aria-labelledby="features-title">
        <h2 id="features-title">Everything a collector needs</h2>
        <ul className="feature-list">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-section membership-promo" aria-labelledby="membership-title">
        <h2 id="membership-title">Become a member</h2>
        <p>
          Special member prices, rare products, monthly giveaways, scanning up to 10 cards or a
          whole binder page at once, and the AI grading and centering tools.
        </p>
        <Link to="/memberships" className="button">
          Upgrade Now
        </Link>
      </section>

      <section className="landing-section shop-promo" aria-labelledby="shop-title">
        <h2 id="shop-title">The Cardfolio shop</h2>
        <p>Booster boxes, Elite Trainer Boxes, tins and singles, shipped with care.</p>
        <Link to="/shop" className="button">
          Shop Now
        </Link>
      </section>

      <NewestSets />
    </div>
  );
}

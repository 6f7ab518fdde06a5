import { Link } from '@tanstack/react-router';

/** A new user's /home: where cards come from. */
export function EmptyCollection() {
  return (
    <section className="home-empty">
      <h2>Your collection is empty</h2>
      <p>
        Add cards and sealed products from their pages, or scan a card with your camera using the
        Scan button.
      </p>
      <Link to="/english/sets" className="button">
        Browse sets to add your first card
      </Link>
    </section>
  );
}

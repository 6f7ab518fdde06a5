import { Link } from '@tanstack/react-router';
import './not-found-page.css';

export function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>404 Page Not Found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <Link to="/" className="button">
        Back to the home page
      </Link>
    </section>
  );
}

import { Link } from '@tanstack/react-router';
import { EXTERNAL_LINKS } from '../../config/links.ts';
import './footer.css';

const PAGES = [
  { to: '/contact', label: 'Contact' },
  { to: '/about', label: 'About' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/ai-faq', label: 'AI FAQ' },
] as const;

const SOCIAL = [
  { href: EXTERNAL_LINKS.shortVideo, label: 'TikTok' },
  { href: EXTERNAL_LINKS.communityChat, label: 'Discord' },
  { href: EXTERNAL_LINKS.professionalNetwork, label: 'LinkedIn' },
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__links">
        {PAGES.map((page) => (
          <Link key={page.to} to={page.to}>
            {page.label}
          </Link>
        ))}
      </nav>
      <nav className="site-footer__social" aria-label="Social media">
        {SOCIAL.map((item) => (
          <a key={item.href} href={item.href} target="_blank" rel="noreferrer">
            {item.label}
          </a>
        ))}
      </nav>
      <p className="site-footer__legal">
        © 2026 Cardfolio. Pokémon and card names are trademarks of their owners; Cardfolio is not
        affiliated with Nintendo, Creatures, GAME FREAK or The Pokémon Company.
      </p>
    </footer>
  );
}

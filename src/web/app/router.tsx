import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

type Importer = () => Promise<Record<string, unknown>>;

function page<TPath extends string>(path: TPath, importer: Importer, exportName: string) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    // biome-ignore lint/suspicious/noExplicitAny: lazyRouteComponent needs the module type
    component: lazyRouteComponent(importer as () => Promise<any>, exportName),
  });
}

const comingSoon = () => import('../pages/coming-soon-page.tsx');
const staticPages = {
  privacy: () => import('../pages/static/privacy-page.tsx'),
  terms: () => import('../pages/static/terms-page.tsx'),
  refunds: () => import('../pages/static/refund-policy-page.tsx'),
  about: () => import('../pages/static/about-page.tsx'),
  aiFaq: () => import('../pages/static/ai-faq-page.tsx'),
  contact: () => import('../pages/static/contact-page.tsx'),
};

export type LoginSearch = {
  show?: 'signin' | 'signup';
  error?: string;
  message?: string;
  redirectToPath?: string;
};

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    show: search.show === 'signup' || search.show === 'signin' ? search.show : undefined,
    error: typeof search.error === 'string' ? search.error : undefined,
    message: typeof search.message === 'string' ? search.message : undefined,
    redirectToPath: typeof search.redirectToPath === 'string' ? search.redirectToPath : undefined,
  }),
  component: lazyRouteComponent(comingSoon, 'ComingSoonPage'),
});

const routeTree = rootRoute.addChildren([
  page('/', () => import('../pages/landing/landing-page.tsx'), 'LandingPage'),
  loginRoute,
  page('/login/$', comingSoon, 'ComingSoonPage'),
  // Collection and accounts
  page('/home', comingSoon, 'ComingSoonPage'),
  page('/profile', comingSoon, 'ComingSoonPage'),
  page('/friends', comingSoon, 'ComingSoonPage'),
  page('/friends/$friendId', comingSoon, 'ComingSoonPage'),
  page('/share/$token', comingSoon, 'ComingSoonPage'),
  // Catalog
  page('/english/sets', comingSoon, 'ComingSoonPage'),
  page('/japanese/sets', comingSoon, 'ComingSoonPage'),
  page('/chinese/sets', comingSoon, 'ComingSoonPage'),
  page('/sets/$setId', comingSoon, 'ComingSoonPage'),
  page('/japanese/sets/$setId', comingSoon, 'ComingSoonPage'),
  page('/chinese/sets/$setId', comingSoon, 'ComingSoonPage'),
  page('/card/$id', comingSoon, 'ComingSoonPage'),
  page('/japanese/card/$id', comingSoon, 'ComingSoonPage'),
  page('/chinese/card/$id', comingSoon, 'ComingSoonPage'),
  page('/japanese/card', comingSoon, 'ComingSoonPage'),
  page('/chinese/card', comingSoon, 'ComingSoonPage'),
  page('/cards', comingSoon, 'ComingSoonPage'),
  page('/series-performance-overview', comingSoon, 'ComingSoonPage'),
  page('/market-insights', comingSoon, 'ComingSoonPage'),
  page('/grading-insights', comingSoon, 'ComingSoonPage'),
  // Shop and memberships
  page('/shop', comingSoon, 'ComingSoonPage'),
  page('/products/$id', comingSoon, 'ComingSoonPage'),
  page('/checkout-preview', comingSoon, 'ComingSoonPage'),
  page('/checkout', comingSoon, 'ComingSoonPage'),
  page('/return', comingSoon, 'ComingSoonPage'),
  page('/memberships', comingSoon, 'ComingSoonPage'),
  page('/ebay/success', comingSoon, 'ComingSoonPage'),
  // AI tools
  page('/grade', comingSoon, 'ComingSoonPage'),
  page('/Ai-tools', comingSoon, 'ComingSoonPage'),
  // Admin
  page('/admin/live-users', comingSoon, 'ComingSoonPage'),
  page('/admin/affiliates', comingSoon, 'ComingSoonPage'),
  // Text pages
  page('/privacy', staticPages.privacy, 'PrivacyPage'),
  page('/terms-of-service', staticPages.terms, 'TermsOfServicePage'),
  page('/refund-policy', staticPages.refunds, 'RefundPolicyPage'),
  page('/about', staticPages.about, 'AboutPage'),
  page('/ai-faq', staticPages.aiFaq, 'AiFaqPage'),
  page('/contact', staticPages.contact, 'ContactPage'),
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  caseSensitive: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

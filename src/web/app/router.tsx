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
  component: lazyRouteComponent(() => import('../pages/login/login-page.tsx'), 'LoginPage'),
});

const routeTree = rootRoute.addChildren([
  page('/', () => import('../pages/landing/landing-page.tsx'), 'LandingPage'),
  loginRoute,
  page('/login/$', () => import('../pages/login/login-page.tsx'), 'LoginPage'),
  // Collection and accounts
  page('/home', () => import('../pages/home/home-page.tsx'), 'HomePage'),
  page('/profile', () => import('../pages/profile/profile-page.tsx'), 'ProfilePage'),
  page(
    '/friends',
    () => import('../components/auth/session-coming-soon-page.tsx'),
    'SessionComingSoonPage',
  ),
  page(
    '/friends/$friendId',
    () => import('../components/auth/session-coming-soon-page.tsx'),
    'SessionComingSoonPage',
  ),
  page('/share/$token', comingSoon, 'ComingSoonPage'),
  // Catalog
  page('/english/sets', () => import('../pages/catalog/set-list-page.tsx'), 'EnglishSetListPage'),
  page('/japanese/sets', () => import('../pages/catalog/set-list-page.tsx'), 'JapaneseSetListPage'),
  page('/chinese/sets', () => import('../pages/catalog/set-list-page.tsx'), 'ChineseSetListPage'),
  page('/sets/$setId', () => import('../pages/catalog/set-page.tsx'), 'EnglishSetPage'),
  page('/japanese/sets/$setId', () => import('../pages/catalog/set-page.tsx'), 'JapaneseSetPage'),
  page('/chinese/sets/$setId', () => import('../pages/catalog/set-page.tsx'), 'ChineseSetPage'),
  page('/card/$id', () => import('../pages/catalog/card-page.tsx'), 'CardPage'),
  page('/japanese/card/$id', () => import('../pages/catalog/card-page.tsx'), 'CardPage'),
  page('/chinese/card/$id', () => import('../pages/catalog/card-page.tsx'), 'CardPage'),
  page('/japanese/card', () => import('../pages/catalog/card-page.tsx'), 'JapaneseCardLookupPage'),
  page('/chinese/card', () => import('../pages/catalog/card-page.tsx'), 'ChineseCardLookupPage'),
  page('/cards', () => import('../pages/catalog/card-search-page.tsx'), 'CardSearchPage'),
  page('/series-performance-overview', comingSoon, 'ComingSoonPage'),
  page('/market-insights', comingSoon, 'ComingSoonPage'),
  page('/grading-insights', comingSoon, 'ComingSoonPage'),
  // Shop and memberships
  page('/shop', () => import('../pages/shop/shop-page.tsx'), 'ShopPage'),
  page('/products/$id', () => import('../pages/shop/product-page.tsx'), 'ProductPage'),
  page('/checkout-preview', () => import('../pages/checkout/checkout-page.tsx'), 'CheckoutPage'),
  page('/checkout', () => import('../pages/checkout/checkout-page.tsx'), 'CheckoutPage'),
  page('/return', () => import('../pages/checkout/return-page.tsx'), 'ReturnPage'),
  page('/orders', () => import('../pages/orders/orders-page.tsx'), 'OrdersPage'),
  page('/orders/$id', () => import('../pages/orders/orders-page.tsx'), 'OrderPage'),
  page(
    '/memberships',
    () => import('../pages/memberships/memberships-page.tsx'),
    'MembershipsPage',
  ),
  page('/admin/shop', () => import('../pages/admin/admin-shop-page.tsx'), 'AdminShopPage'),
  page('/admin/orders', () => import('../pages/admin/admin-orders-page.tsx'), 'AdminOrdersPage'),
  page('/ebay/success', comingSoon, 'ComingSoonPage'),
  // AI tools
  page('/grade', () => import('../pages/grade/grade-page.tsx'), 'GradePage'),
  page('/Ai-tools', () => import('../pages/ai-tools/ai-tools-page.tsx'), 'AiToolsPage'),
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

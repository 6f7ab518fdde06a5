import { createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import type { z } from 'zod';
import { affiliateRangeSchema } from '#core/admin/affiliates.schema.ts';
import { ebayResultSearchSchema } from '#core/ebay/ebay.schema.ts';
import {
  cardLookupSearchSchema,
  cardSearchSchema,
} from '../features/catalog/lib/card-search-params.ts';
import { returnSearchSchema } from '../features/checkout/return-search.ts';
import { homeSearchSchema } from '../features/collection/home/home-search.ts';
import { gradeSearchSchema } from '../features/grading/lib/grade-search.ts';
import { shopSearchSchema } from '../features/shop/shop-search.ts';
import { loadAuthSdk } from '../lib/auth/auth-sdk.ts';
import { loginSearchSchema } from '../lib/auth/login-search.ts';
import { checkRowId } from '../lib/router/row-id-param.ts';
import { insightsRoutes } from './insights-routes.tsx';
import { rootRoute } from './root-route.ts';

type Importer = () => Promise<Record<string, unknown>>;

function page<TPath extends string>(path: TPath, importer: Importer, exportName: string) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    // biome-ignore lint/suspicious/noExplicitAny: lazyRouteComponent needs the module type
    component: lazyRouteComponent(importer as () => Promise<any>, exportName),
  });
}

/** A page for one row (`/orders/$id`): its id is checked before the page loads (checkRowId). */
function rowPage<TPath extends string>(path: TPath, importer: Importer, exportName: string) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: ({ params }) => checkRowId(params),
    // biome-ignore lint/suspicious/noExplicitAny: lazyRouteComponent needs the module type
    component: lazyRouteComponent(importer as () => Promise<any>, exportName),
  });
}

/** A page whose search params are parsed by a zod schema (ADR 008: no hand parsing). */
function searchPage<
  TPath extends string,
  TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(path: TPath, validateSearch: TSchema, importer: Importer, exportName: string) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch,
    // biome-ignore lint/suspicious/noExplicitAny: lazyRouteComponent needs the module type
    component: lazyRouteComponent(importer as () => Promise<any>, exportName),
  });
}

const staticPages = {
  privacy: () => import('../pages/static/privacy-page.tsx'),
  terms: () => import('../pages/static/terms-page.tsx'),
  refunds: () => import('../pages/static/refund-policy-page.tsx'),
  about: () => import('../pages/static/about-page.tsx'),
  aiFaq: () => import('../pages/static/ai-faq-page.tsx'),
  contact: () => import('../pages/static/contact-page.tsx'),
};

const loginPage = lazyRouteComponent(() => import('../pages/login/login-page.tsx'), 'LoginPage');

// The SDK is set up (with the configured providers) while the page's code loads.
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearchSchema,
  loader: () => loadAuthSdk().then(() => undefined),
  component: loginPage,
});

const loginSubRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login/$',
  loader: () => loadAuthSdk().then(() => undefined),
  component: loginPage,
});

const ebaySuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ebay/success',
  validateSearch: ebayResultSearchSchema,
  component: lazyRouteComponent(
    () => import('../pages/ebay/ebay-success-page.tsx'),
    'EbaySuccessPage',
  ),
});

const adminAffiliatesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/affiliates',
  validateSearch: affiliateRangeSchema.catch({}),
  component: lazyRouteComponent(
    () => import('../pages/admin/admin-affiliates-page.tsx'),
    'AdminAffiliatesPage',
  ),
});

const routeTree = rootRoute.addChildren([
  page('/', () => import('../pages/landing/landing-page.tsx'), 'LandingPage'),
  loginRoute,
  loginSubRoute,
  // Collection and accounts
  searchPage('/home', homeSearchSchema, () => import('../pages/home/home-page.tsx'), 'HomePage'),
  page('/home/activity', () => import('../pages/home/activity-page.tsx'), 'ActivityPage'),
  page('/home/trash', () => import('../pages/home/trash-page.tsx'), 'TrashPage'),
  page('/profile', () => import('../pages/profile/profile-page.tsx'), 'ProfilePage'),
  page('/alerts', () => import('../pages/alerts/alerts-page.tsx'), 'AlertsPage'),
  page('/decks', () => import('../pages/decks/decks-page.tsx'), 'DecksPage'),
  rowPage('/decks/$id', () => import('../pages/decks/decks-page.tsx'), 'DeckPage'),
  page('/friends', () => import('../pages/friends/friends-page.tsx'), 'FriendsPage'),
  page('/friends/$friendId', () => import('../pages/friends/friend-page.tsx'), 'FriendPage'),
  page('/share/$token', () => import('../pages/share/share-page.tsx'), 'SharePage'),
  page(
    '/u/$handle',
    () => import('../pages/public-profile/public-profile-page.tsx'),
    'PublicProfilePage',
  ),
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
  searchPage(
    '/japanese/card',
    cardLookupSearchSchema,
    () => import('../pages/catalog/card-page.tsx'),
    'JapaneseCardLookupPage',
  ),
  searchPage(
    '/chinese/card',
    cardLookupSearchSchema,
    () => import('../pages/catalog/card-page.tsx'),
    'ChineseCardLookupPage',
  ),
  searchPage(
    '/cards',
    cardSearchSchema,
    () => import('../pages/catalog/card-search-page.tsx'),
    'CardSearchPage',
  ),
  ...insightsRoutes(),
  // Shop and memberships
  searchPage('/shop', shopSearchSchema, () => import('../pages/shop/shop-page.tsx'), 'ShopPage'),
  rowPage('/products/$id', () => import('../pages/shop/product-page.tsx'), 'ProductPage'),
  page('/checkout-preview', () => import('../pages/checkout/checkout-page.tsx'), 'CheckoutPage'),
  page('/checkout', () => import('../pages/checkout/checkout-page.tsx'), 'CheckoutPage'),
  searchPage(
    '/return',
    returnSearchSchema,
    () => import('../pages/checkout/return-page.tsx'),
    'ReturnPage',
  ),
  page('/orders', () => import('../pages/orders/orders-page.tsx'), 'OrdersPage'),
  rowPage('/orders/$id', () => import('../pages/orders/orders-page.tsx'), 'OrderPage'),
  page(
    '/memberships',
    () => import('../pages/memberships/memberships-page.tsx'),
    'MembershipsPage',
  ),
  page('/admin/shop', () => import('../pages/admin/admin-shop-page.tsx'), 'AdminShopPage'),
  page('/admin/orders', () => import('../pages/admin/admin-orders-page.tsx'), 'AdminOrdersPage'),
  ebaySuccessRoute,
  // AI tools
  searchPage(
    '/grade',
    gradeSearchSchema,
    () => import('../pages/grade/grade-page.tsx'),
    'GradePage',
  ),
  page('/Ai-tools', () => import('../pages/ai-tools/ai-tools-page.tsx'), 'AiToolsPage'),
  // Admin
  page('/admin', () => import('../pages/admin/admin-home-page.tsx'), 'AdminHomePage'),
  page(
    '/admin/live-users',
    () => import('../pages/admin/admin-live-users-page.tsx'),
    'AdminLiveUsersPage',
  ),
  adminAffiliatesRoute,
  page(
    '/admin/sell-requests',
    () => import('../pages/admin/admin-sell-requests-page.tsx'),
    'AdminSellRequestsPage',
  ),
  page(
    '/admin/contact-messages',
    () => import('../pages/admin/admin-contact-messages-page.tsx'),
    'AdminContactMessagesPage',
  ),
  page(
    '/admin/audit-log',
    () => import('../pages/admin/admin-audit-log-page.tsx'),
    'AdminAuditLogPage',
  ),
  page(
    '/admin/price-sources',
    () => import('../pages/admin/admin-price-sources-page.tsx'),
    'AdminPriceSourcesPage',
  ),
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

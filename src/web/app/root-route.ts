import { createRootRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';

/** The root of the route tree; router.tsx and insights-routes.tsx hang their routes under it. */
export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

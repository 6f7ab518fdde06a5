import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DisplayCurrencyRoot } from './app/display-currency-root.tsx';
import { router } from './app/router.tsx';
import { setsQueryOptions } from './lib/catalog/get-sets.ts';
import { SessionProvider } from './lib/session/session-context.tsx';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// The set lists are app data loaded at start; pages read them from the cache.
void queryClient.prefetchQuery(setsQueryOptions('english'));

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html lacks #root');
}
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <DisplayCurrencyRoot>
          <RouterProvider router={router} />
        </DisplayCurrencyRoot>
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);

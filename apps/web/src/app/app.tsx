import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';
import { startVitals } from '../lib/vitals/start-vitals.ts';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  startVitals(router);
  return router;
}

/**
 * Loads the page modules (and their words) of the address the phone opened, before the router is
 * made: a server-rendered page is hydrated by the same components in its first render, where a
 * route still to load would show the loading spinner instead.
 */
export async function loadRoutesOf(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route as RouteObject, { ...loaded, lazy: undefined });
    }),
  );
}

/** Resolves once the first route's page chunk has loaded, so the first render shows that page. */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App({ router, queryClient }: { router: AppRouter; queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';
import { startVitals } from '../lib/vitals/start-vitals.ts';

const router = createBrowserRouter(routes);
startVitals(router);

/** Resolves once the first route's page chunk has loaded, so the first render shows that page. */
export function whenRouterReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

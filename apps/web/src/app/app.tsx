import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';
import { startVitals } from '../lib/vitals/start-vitals.ts';

const router = createBrowserRouter(routes);
startVitals(router);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';

/** Shows path and query, so tests can see where the page navigated and which filters it kept. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

type Where = { route?: string; path?: string };

/** Renders `ui` at `route` (matched by `path`) with a fresh query client, a router and toasts. */
export function renderCatalog(ui: ReactElement, where: Where = {}) {
  return render(catalogPage(ui, where));
}

/** `ui` at `route` as renderCatalog renders it: for a test that renders it on the server and hydrates it. */
export function catalogPage(ui: ReactElement, { route = '/', path = '*' }: Where = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** A fake API: the first route whose method and path match answers; anything else is a 404. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    for (const [key, handler] of Object.entries(routes)) {
      const [m, pattern] = key.split(' ') as [string, string];
      const regex = new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}$`);
      if (m === method && regex.test(url.pathname)) return handler(url, init);
    }
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

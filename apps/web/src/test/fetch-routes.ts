import { vi } from 'vitest';
import { jsonResponse } from './render.tsx';

export type RouteHandler = (request: { url: string; method: string; headers: Headers; body: unknown }) => Response | Promise<Response>;

/**
 * A fetch stand-in that answers by 'METHOD /path' (query string ignored) and records every call,
 * so a test can say what the server answers and then check what the page sent.
 */
export function stubFetch(routes: Record<string, RouteHandler>) {
  const calls: Array<{ method: string; path: string; headers: Headers; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, path, headers, body });
    const key = Object.keys(routes).find((k) => {
      const [m, p] = k.split(' ');
      return m === method && (p === path || (p!.endsWith('*') && path.startsWith(p!.slice(0, -1))));
    });
    if (!key) return jsonResponse(404, { message: `No stub for ${method} ${path}`, code: 'not_found' });
    return routes[key]!({ url, method, headers, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/** A promise the test resolves when it chooses, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

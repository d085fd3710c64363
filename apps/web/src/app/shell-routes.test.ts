import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';
import { SERVER_PATHS, SHELL_ROUTES, shellRoutePattern } from './shell-routes.ts';

/** Every concrete route path the router knows, e.g. '/store/:id' (the catch-all excluded). */
function routerPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.index ? parent || '/' : `${parent.replace(/\/$/, '')}/${(route.path ?? '').replace(/^\//, '')}`;
    const own = route.index || (route.path && !route.children) ? [here] : [];
    return [...own, ...routerPaths(route.children ?? [], here)];
  });
}

const opensShell = (url: string) => SHELL_ROUTES.some((route) => shellRoutePattern(route).test(url));

describe('service worker shell routes', () => {
  it('lists exactly the routes of the router', () => {
    expect([...SHELL_ROUTES].sort()).toEqual(routerPaths(routes).sort());
  });

  it('opens the shell for app addresses, with ids and query strings', () => {
    for (const url of ['/', '/?ref=sms', '/menu?shop=abc&category=Food', '/store/6650c0000000000000000055', '/store/kilimani-pizza-oven/', '/orders/abc', '/driver/dashboard']) {
      expect(opensShell(url), url).toBe(true);
    }
  });

  it('never opens the shell for server paths or unknown addresses', () => {
    for (const url of ['/api/partners', '/uploads/a.jpg', '/docs', '/metrics', '/store', '/store/a/b', '/menus', '/no-such-page']) {
      expect(opensShell(url), url).toBe(false);
    }
    expect(SERVER_PATHS.some((p) => p.test('/socket.io/?EIO=4'))).toBe(true);
  });
});

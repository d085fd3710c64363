import { describe, expect, it } from 'vitest';
import { routePattern } from './route-pattern.ts';

const matches = (...paths: Array<string | undefined>) => paths.map((path) => ({ route: { path } }));

describe('routePattern', () => {
  it('reports the route pattern, never the ids in the address', () => {
    expect(routePattern(matches('/', 'store/:id'))).toBe('/store/:id');
    expect(routePattern(matches('/', 'partner/orders/:subOrderId'))).toBe('/partner/orders/:subOrderId');
  });

  it('reports the landing page (an index route) as /', () => {
    expect(routePattern(matches('/', undefined))).toBe('/');
    expect(routePattern([])).toBe('/');
  });

  it('names the catch-all the not-found page and drops optional markers', () => {
    expect(routePattern(matches('/', '*'))).toBe('/404');
    expect(routePattern(matches('/', 'docs/*'))).toBe('/docs/:rest');
    expect(routePattern(matches('/', 'orders/:orderId?'))).toBe('/orders/:orderId');
  });
});

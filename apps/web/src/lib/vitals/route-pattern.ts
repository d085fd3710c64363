/** The part of a React Router match this needs (so tests can pass plain objects). */
export interface RouteMatchLike {
  route: { path?: string };
}

/**
 * The route pattern a page is reported under, e.g. '/store/:id' for /store/6650c0…: ids and
 * query strings never leave the browser, and one store's page is grouped with all the others.
 */
export function routePattern(matches: readonly RouteMatchLike[]): string {
  const segments = matches.flatMap((match) => (match.route.path ?? '').split('/')).filter(Boolean);
  // The root catch-all is the not-found page.
  if (segments.length === 1 && segments[0] === '*') return '/404';
  const pattern = segments.map((segment) => (segment === '*' ? ':rest' : segment.replace(/\?$/, ''))).join('/');
  // Only what POST /api/vitals accepts as a page.
  return `/${pattern}`.replace(/[^A-Za-z0-9/:_\-.]/g, '').slice(0, 120);
}

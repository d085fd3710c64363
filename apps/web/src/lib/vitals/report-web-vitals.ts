import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { routePattern, type RouteMatchLike } from './route-pattern.ts';
import { sendVitals } from './send-vitals.ts';
import { createVitalsQueue } from './vitals-queue.ts';

export interface RouterLike {
  readonly state: { readonly matches: readonly RouteMatchLike[] };
}

/**
 * Measures this page view and reports it when the page is hidden. Loading metrics (TTFB, FCP,
 * LCP) belong to the route the page was opened on; INP and CLS are final only when the page is
 * hidden, and belong to the route the user was on by then.
 */
export function reportWebVitals(router: RouterLike, landingPage: string): void {
  const queue = createVitalsQueue(sendVitals);
  const record = (page: () => string) => (metric: Metric) =>
    queue.add({ id: metric.id, name: metric.name, value: metric.value, rating: metric.rating, page: page() });
  const landing = () => landingPage;
  const current = () => routePattern(router.state.matches);

  onTTFB(record(landing));
  onFCP(record(landing));
  onLCP(record(landing));
  onINP(record(current));
  onCLS(record(current));

  // web-vitals reports its final values from window listeners in the capture phase, which run
  // before these document listeners, so each flush carries them.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener('pagehide', () => queue.flush());
}

import { isDataSaverOn } from '../data-saver.ts';
import { whenIdle } from '../when-idle.ts';
import { routePattern } from './route-pattern.ts';
import type { RouterLike } from './report-web-vitals.ts';

/**
 * Starts real-user measurement once the page has loaded and the browser is idle, so it never
 * competes with the first paint; web-vitals reads the earlier paint entries from the buffer.
 * Production builds only: development timings say nothing about users' phones.
 */
export function startVitals(router: RouterLike): void {
  if (!import.meta.env.PROD || typeof window === 'undefined' || !('PerformanceObserver' in window)) return;
  // Taken now, before any navigation: the route this document was opened on.
  const landingPage = routePattern(router.state.matches);
  // Data saver: measurements are not worth the customer's bundle.
  if (isDataSaverOn()) return;
  const begin = () => void import('./report-web-vitals.ts').then((m) => m.reportWebVitals(router, landingPage));
  whenIdle(begin, 3_000);
}

/** How long the page must have fetched nothing before the worker is installed. */
const QUIET_MS = 2_000;
/** A page that keeps fetching still gets its worker this long after it loaded. */
const LATEST_MS = 15_000;

/**
 * Installs the service worker once the first page has settled: the window has loaded and the page
 * has fetched nothing for two seconds (its chunks, data and pictures are in), and then when the
 * phone is idle. Installing fetches the whole precache (about 375 kB of the app) over the same few
 * connections the page uses; begun at the window's load, on a slow phone it ran beside the first
 * page's own chunks and hydration, and 'Add to cart' on a server-rendered /menu started working at
 * 2.7-5.7 s instead of 2.3-3.2 s (`npm run bench -- web`, 2026-11-29). The worker is for the next
 * visits and offline use, so nothing on this visit waits for it.
 */
export function installServiceWorkerWhenSettled(): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5_000 }) : register());
  const afterLoad = () => whenNetworkQuiet(whenIdle);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Calls `then` once no resource has finished loading for QUIET_MS, or after LATEST_MS at the latest. */
function whenNetworkQuiet(then: () => void): void {
  if (typeof PerformanceObserver === 'undefined') {
    setTimeout(then, QUIET_MS);
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(latest);
    then();
  };
  let quiet = setTimeout(finish, QUIET_MS);
  const latest = setTimeout(finish, LATEST_MS);
  const observer = new PerformanceObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, QUIET_MS);
  });
  observer.observe({ type: 'resource' });
}

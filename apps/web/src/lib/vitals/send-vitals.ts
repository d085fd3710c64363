import type { TVitalReport } from '@sokoni/domain/contracts/vitals';

const VITALS_URL = `${import.meta.env.VITE_API_BASE_URL ?? ''}/api/vitals`;

/**
 * Sends a batch while the page is being hidden or closed: a beacon survives the page going
 * away; when the browser refuses one (no support, queue full) a keepalive fetch does the same.
 */
export function sendVitals(batch: TVitalReport[]): void {
  const body = JSON.stringify(batch);
  try {
    if (navigator.sendBeacon?.(VITALS_URL, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers throw for a JSON beacon to another origin; the fetch below handles it.
  }
  void fetch(VITALS_URL, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => {
    // Measurements are best effort: a lost batch must never bother the user.
  });
}

import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Report = (metric: Metric) => void;
const reporters = vi.hoisted(() => ({}) as Record<string, Report>);
vi.mock('web-vitals', () => ({
  onTTFB: (cb: Report) => (reporters['TTFB'] = cb),
  onFCP: (cb: Report) => (reporters['FCP'] = cb),
  onLCP: (cb: Report) => (reporters['LCP'] = cb),
  onINP: (cb: Report) => (reporters['INP'] = cb),
  onCLS: (cb: Report) => (reporters['CLS'] = cb),
}));

const { reportWebVitals } = await import('./report-web-vitals.ts');

function measure(name: Metric['name'], value: number) {
  reporters[name]!({ name, value, id: `v5-${name}`, rating: 'good', delta: value, entries: [], navigationType: 'navigate' });
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const beacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'sendBeacon');
  beacon.mockClear();
  vi.unstubAllGlobals();
});

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function sentBatches(calls: Array<[string, Blob]>) {
  return Promise.all(calls.map(async ([url, blob]) => ({ url, type: blob.type, body: JSON.parse(await readBlob(blob)) })));
}

describe('reportWebVitals', () => {
  it('sends one beacon when the page is hidden: load metrics under the landing route, INP and CLS under the current one', async () => {
    const router = { state: { matches: [{ route: { path: '/' } }, { route: {} }] } };
    reportWebVitals(router, '/');
    measure('TTFB', 210);
    measure('FCP', 900);
    measure('LCP', 1700);
    router.state = { matches: [{ route: { path: '/' } }, { route: { path: 'store/:id' } }] };
    measure('INP', 180);
    measure('CLS', 0.02);
    expect(beacon).not.toHaveBeenCalled();

    hidePage();
    expect(await sentBatches(beacon.mock.calls)).toEqual([
      {
        url: '/api/vitals',
        type: 'application/json',
        body: [
          { name: 'TTFB', value: 210, rating: 'good', page: '/' },
          { name: 'FCP', value: 900, rating: 'good', page: '/' },
          { name: 'LCP', value: 1700, rating: 'good', page: '/' },
          { name: 'INP', value: 180, rating: 'good', page: '/store/:id' },
          { name: 'CLS', value: 0.02, rating: 'good', page: '/store/:id' },
        ],
      },
    ]);
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', () => {
    beacon.mockReturnValue(false);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal('fetch', fetchMock);
    reportWebVitals({ state: { matches: [{ route: { path: '/' } }, { route: { path: 'menu' } }] } }, '/menu');
    measure('LCP', 2400);

    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledWith('/api/vitals', {
      method: 'POST',
      body: JSON.stringify([{ name: 'LCP', value: 2400, rating: 'good', page: '/menu' }]),
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    });
  });
});

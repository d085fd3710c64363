import { chromium, devices, type Browser } from 'playwright-core';

/** Chrome DevTools' "Slow 4G" preset (1.6 Mbps down, 750 kbps up, 150 ms RTT, packet-level factors applied). */
export const SLOW_4G = { latency: 150 * 3.75, downloadThroughput: (1.6 * 1000 * 1000) / 8 * 0.9, uploadThroughput: (750 * 1000) / 8 * 0.9 };
export const CPU_SLOWDOWN = 4;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LcpRun {
  lcpMs: number;
  element: string;
  /** Bytes on the wire (headers and bodies) for everything the page loaded. */
  transferred: number;
  requests: number;
}

declare global {
  interface Window {
    __lcp?: { time: number; element: string }[];
  }
}

export function launchChromium(executablePath = '/usr/bin/chromium'): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/** A new phone-sized context and page with slow 4G and the CPU slowdown applied through CDP. */
export async function throttledPage(browser: Browser) {
  const context = await browser.newContext({ ...devices['Pixel 5'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const traffic = { transferred: 0, requests: 0 };
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    traffic.transferred += event.encodedDataLength;
    traffic.requests++;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, connectionType: 'cellular4g', ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, traffic };
}

/** One cold load of `url` on a phone-sized page, throttled through CDP, reading LCP from a PerformanceObserver. */
export async function measureLcp(browser: Browser, url: string): Promise<LcpRun> {
  const { context, page, traffic } = await throttledPage(browser);
  try {
    await page.addInitScript(() => {
      window.__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]) {
          const el = entry.element;
          const what = el ? `${el.tagName.toLowerCase()}${entry.url ? ` ${entry.url.replace(location.origin, '')}` : ` "${(el.textContent ?? '').trim().slice(0, 40)}"`}` : 'unknown';
          window.__lcp!.push({ time: entry.startTime, element: what });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? 'nothing'} (is apps/web/dist being rebuilt?)`);
    // LCP can move while late images and data arrive; read it once the network has settled.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(() => window.__lcp ?? []);
    const last = entries.at(-1);
    if (!last) throw new Error(`No largest-contentful-paint entry for ${url}`);
    return { lcpMs: last.time, element: last.element, transferred: traffic.transferred, requests: traffic.requests };
  } finally {
    await context.close();
  }
}

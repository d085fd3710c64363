import type { Browser } from 'playwright-core';
import { throttledPage } from './lcp.ts';

declare global {
  interface Window {
    /** Milliseconds since navigation start at which each watched selector first matched. */
    __seen?: Record<string, number>;
  }
}

/** Notes, from the first byte of the page on, when each selector first matches an element. */
function watch(selectors: string[]) {
  window.__seen = {};
  const check = () => {
    for (const selector of selectors) {
      if (window.__seen![selector] === undefined && document.querySelector(selector)) window.__seen![selector] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener('DOMContentLoaded', check);
}

const CARD = '[data-testid="product-card"]';

/** Cold load of /menu: when the first product card is in the page. */
export async function measureMenuFirstCard(browser: Browser, origin: string): Promise<number> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.addInitScript(watch, [CARD]);
    await page.goto(`${origin}/menu`, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForSelector(CARD, { timeout: 120_000 });
    // The observer's note is the exact moment; reading the clock now is the bound when it missed it.
    return await page.evaluate((s) => window.__seen?.[s] ?? performance.now(), CARD);
  } finally {
    await context.close();
  }
}

const BOX = 'input[data-landing-search]';
const OPTION = '[role="option"]';

export interface LandingSearchRun {
  /** The search box is on screen and takes typing that will be searched. */
  usableMs: number;
  /** Typing 'pizza' the moment the box appeared: when its first suggestion showed. */
  answeredMs: number;
}

/** Cold load of /: when the search box takes typing, and when text typed at once gets suggestions. */
export async function measureLandingSearch(browser: Browser, origin: string): Promise<LandingSearchRun> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.addInitScript(watch, [BOX, OPTION]);
    await page.goto(`${origin}/`, { waitUntil: 'commit', timeout: 120_000 });
    const box = await page.waitForSelector(`${BOX}:not([readonly])`, { timeout: 120_000 });
    const boxAt = await page.evaluate(() => performance.now());
    await box.type('pizza');
    await page.waitForSelector(OPTION, { timeout: 120_000 });
    const optionAt = await page.evaluate(() => performance.now());
    const seen = await page.evaluate(() => window.__seen ?? {});
    return { usableMs: seen[BOX] ?? boxAt, answeredMs: seen[OPTION] ?? optionAt };
  } finally {
    await context.close();
  }
}

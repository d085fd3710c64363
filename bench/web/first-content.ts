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
const ADD = `${CARD} button:enabled:not([data-open])`;

export interface MenuRun {
  /** The first product card is in the page. */
  firstCardMs: number;
  /** A tap on the first card's 'Add to cart' adds it (the page is hydrated): when that tap was made. */
  addToCartMs: number;
}

/**
 * Cold load of /menu: when the first product card is in the page, and from when 'Add to cart' on
 * it works. The button is tapped as soon as the card is there and again every 100 ms until the
 * cart says it took the product; the tap that worked is the time.
 */
export async function measureMenu(browser: Browser, origin: string): Promise<MenuRun> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.addInitScript(watch, [CARD]);
    await page.goto(`${origin}/menu`, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForSelector(CARD, { timeout: 120_000 });
    // The observer's note is the exact moment; reading the clock now is the bound when it missed it.
    const firstCardMs = await page.evaluate((s) => window.__seen?.[s] ?? performance.now(), CARD);
    const add = page.locator(ADD).first();
    const deadline = Date.now() + 120_000;
    for (;;) {
      const tappedAt = await page.evaluate(() => performance.now());
      await add.click({ timeout: 120_000 });
      const added = await page
        .waitForFunction(() => (localStorage.getItem('cart') ?? '[]') !== '[]', undefined, { timeout: 100, polling: 20 })
        .then(() => true, () => false);
      if (added) return { firstCardMs, addToCartMs: tappedAt };
      if (Date.now() > deadline) throw new Error("'Add to cart' on /menu never worked");
    }
  } finally {
    await context.close();
  }
}

const BOX = 'input[data-landing-search]';
const OPTION = '[role="option"]';
/** A suggestion the page's early script shows as a link before the app runs (decision 045). */
const EARLY_LINK = '[data-early-suggestions] a';

export interface LandingSearchRun {
  /** The search box is on screen and takes typing that will be searched. */
  usableMs: number;
  /** Typing 'pizza' the moment the box appeared: when its first suggestion showed, early link or the app's. */
  answeredMs: number;
  /** When the app's own list showed its first suggestion. */
  appListMs: number;
}

/** Cold load of /: when the search box takes typing, and when text typed at once gets suggestions. */
export async function measureLandingSearch(browser: Browser, origin: string): Promise<LandingSearchRun> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.addInitScript(watch, [BOX, OPTION, EARLY_LINK]);
    await page.goto(`${origin}/`, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForSelector(`${BOX}:not([readonly])`, { timeout: 120_000 });
    const boxAt = await page.evaluate(() => performance.now());
    // Typed into the server's box, which hydration keeps (a locator, not a handle, in case it did not).
    await page.locator(BOX).pressSequentially('pizza');
    await page.waitForSelector(OPTION, { timeout: 120_000 });
    const optionAt = await page.evaluate(() => performance.now());
    const seen = await page.evaluate(() => window.__seen ?? {});
    const appListMs = seen[OPTION] ?? optionAt;
    return { usableMs: seen[BOX] ?? boxAt, answeredMs: Math.min(seen[EARLY_LINK] ?? appListMs, appListMs), appListMs };
  } finally {
    await context.close();
  }
}

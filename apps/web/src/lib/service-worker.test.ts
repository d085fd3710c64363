import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installServiceWorkerWhenSettled } from './service-worker.ts';

/** A PerformanceObserver the test tells when a resource finished loading. */
class FakeObserver {
  static current: FakeObserver | null = null;
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  resourceLoaded() {
    if (!this.disconnected) this.callback();
  }
}

describe('installing the service worker', () => {
  const register = vi.fn(() => Promise.resolve({}));

  beforeEach(() => {
    vi.useFakeTimers();
    register.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('waits until the loaded page has fetched nothing for two seconds', () => {
    installServiceWorkerWhenSettled();
    vi.advanceTimersByTime(1_500);
    FakeObserver.current!.resourceLoaded(); // the first page's chunk arrives
    vi.advanceTimersByTime(1_500);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('installs it all the same fifteen seconds on when the page keeps fetching', () => {
    installServiceWorkerWhenSettled();
    for (let ms = 0; ms < 15_000; ms += 1_000) {
      FakeObserver.current!.resourceLoaded();
      vi.advanceTimersByTime(1_000);
    }
    vi.advanceTimersByTime(10);
    expect(register).toHaveBeenCalledTimes(1);
  });
});

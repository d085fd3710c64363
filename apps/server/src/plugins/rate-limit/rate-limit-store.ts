export interface RateLimitHit {
  /** Hits counted for the key in its current window, this one included. */
  count: number;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
}

/**
 * Where counters live. The in-memory store suits one process; several processes behind a load
 * balancer need a shared store (PostgreSQL or Redis) implementing this same method.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Forgets a key's window, as if it had never been hit. */
  clear(key: string): Promise<void>;
}

export interface MemoryRateLimitStore extends RateLimitStore {
  /** Windows currently held. */
  size(): number;
}

/** Fixed windows in a Map; expired windows are swept at most once a minute. */
export function createMemoryRateLimitStore(now: () => number = Date.now): MemoryRateLimitStore {
  const windows = new Map<string, RateLimitHit>();
  let lastSweep = now();
  const sweep = (at: number) => {
    if (at - lastSweep < 60_000) return;
    lastSweep = at;
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      sweep(at);
      const current = windows.get(key);
      if (!current || current.resetAt <= at) {
        const fresh = { count: 1, resetAt: at + windowMs };
        windows.set(key, fresh);
        return { ...fresh };
      }
      current.count += 1;
      return { ...current };
    },
    async clear(key) {
      windows.delete(key);
    },
    size: () => windows.size,
  };
}

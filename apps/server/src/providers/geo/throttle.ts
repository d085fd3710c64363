class ThrottledError extends Error {
  constructor(waitMs: number) {
    super(`request would wait ${waitMs} ms for its turn`);
  }
}

/**
 * Spaces calls at least `intervalMs` apart (Nominatim's policy is one request per second).
 * A call that would wait longer than `maxWaitMs` is refused at once, so a burst falls back to
 * the offline gazetteer instead of queueing customers behind each other.
 */
export function createThrottle(options: { intervalMs: number; maxWaitMs: number }) {
  let nextSlot = 0;
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const start = Math.max(now, nextSlot);
    const wait = start - now;
    if (wait > options.maxWaitMs) throw new ThrottledError(wait);
    nextSlot = start + options.intervalMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return task();
  };
}

/**
 * Answers to API reads started by the early-data script (src/early/early-data.ts) before the app's
 * scripts had arrived. The two are built separately and meet on `window`: the app takes an answer
 * once, by its exact path, instead of asking again.
 */
interface EarlyResponse {
  response: Promise<Response>;
  startedAt: number;
}

declare global {
  interface Window {
    __sokoniEarly?: Map<string, EarlyResponse>;
  }
}

/** An early answer older than this is not trusted to be current: the page asks again. */
const FRESH_MS = 20_000;

export function startEarlyRequests(paths: readonly string[]): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  const early = (window.__sokoniEarly ??= new Map());
  for (const path of paths) {
    // High priority: on a phone's six connections these go ahead of the page's code chunks.
    const response = fetch(path, { headers: { accept: 'application/json' }, priority: 'high' });
    // A failed early read is simply asked again by the page.
    response.catch(() => undefined);
    early.set(path, { response, startedAt: Date.now() });
  }
}

/** The early answer for `path`, once; undefined when there is none (or it is too old). */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__sokoniEarly;
  const found = early?.get(path);
  if (!found) return undefined;
  early!.delete(path);
  return Date.now() - found.startedAt <= FRESH_MS ? found.response : undefined;
}

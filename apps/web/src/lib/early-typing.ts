/**
 * Text typed into the server-rendered landing search before the app's scripts ran. main.tsx reads
 * the box just before hydrating it, and the landing search takes it over once it runs (with the
 * focus back where the customer left it) instead of dropping it.
 */
export interface EarlyTyping {
  text: string;
  focused: boolean;
}

export const EARLY_SEARCH_ATTRIBUTE = 'data-landing-search';

let captured: EarlyTyping | null = null;

/**
 * What public/early-search.js (run before the app, on the server-rendered landing page) keeps on
 * `window`: the search it asked for, by its path; how to stop it asking (the app reads the box
 * from then on); and how to stop it showing its answer (the app's landing search has taken over).
 */
interface EarlySearchScript {
  asked: { path: string; answer: Promise<unknown> } | null;
  stop(): void;
  release(): void;
}

declare global {
  interface Window {
    __sokoniEarlySearch?: EarlySearchScript;
  }
}

let earlySearch: EarlySearchScript['asked'] = null;
let earlyScript: EarlySearchScript | null = null;

export function captureEarlyTyping(root: ParentNode = document): void {
  // The app takes the box over now: the early script stops asking, and what it asked is kept for
  // the search. Its answer may still show while the page hydrates.
  const script = typeof window === 'undefined' ? undefined : window.__sokoniEarlySearch;
  if (script) {
    script.stop();
    earlySearch = script.asked;
    earlyScript = script;
    delete window.__sokoniEarlySearch;
  }
  const input = root.querySelector<HTMLInputElement>(`input[${EARLY_SEARCH_ATTRIBUTE}]`);
  if (!input || input.value === '') return;
  captured = { text: input.value, focused: document.activeElement === input };
}

/** What was typed early, for the first landing search that mounts; null when nothing was. */
export function peekEarlyTyping(): EarlyTyping | null {
  return captured;
}

/**
 * Once the search has taken it over, a later visit to the landing page starts empty, and the early
 * script shows nothing more: what it shows now is the landing search's to keep or drop.
 */
export function forgetEarlyTyping(): void {
  earlyScript?.release();
  earlyScript = null;
  captured = null;
  earlySearch = null;
}

/**
 * The answer the early script is getting for `path` (the search's own path, query included), or
 * null when it asked for nothing or for something else. It resolves to null when that failed.
 */
export function earlyAnswerFor(path: string): Promise<unknown> | null {
  return earlySearch?.path === path ? earlySearch.answer : null;
}

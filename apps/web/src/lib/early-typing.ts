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

export function captureEarlyTyping(root: ParentNode = document): void {
  const input = root.querySelector<HTMLInputElement>(`input[${EARLY_SEARCH_ATTRIBUTE}]`);
  if (!input || input.value === '') return;
  captured = { text: input.value, focused: document.activeElement === input };
}

/** What was typed early, for the first landing search that mounts; null when nothing was. */
export function peekEarlyTyping(): EarlyTyping | null {
  return captured;
}

/** Once the search has taken it over, a later visit to the landing page starts empty. */
export function forgetEarlyTyping(): void {
  captured = null;
}

import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../i18n/languages.ts';

/**
 * What a server-rendered page carries for the phone to hydrate it with (decision 033): the
 * language it was rendered in and the first data its queries showed. It travels in the HTML as a
 * JSON data block (never run as script, so the CSP's script-src 'self' holds).
 */
export interface FirstScreen {
  language: Language;
  /** False for a missing store or product: the app renders that page itself. */
  hydrate: boolean;
  /** Rendered with the data saver on (compact cards, pictures only when tapped). */
  saveData: boolean;
  queries: DehydratedState;
}

export const FIRST_SCREEN_ELEMENT_ID = 'sokoni-first-screen';

/**
 * The JSON block for the page. Shop-written text is inside it, so everything that could end the
 * script element or start markup (`</script>`, `<!--`) is written as a JSON escape instead; so are
 * the two line separators some older parsers took for line ends.
 */
export function firstScreenScript(data: FirstScreen): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${json}</script>`;
}

/** The page's first screen, when the server rendered it; null for a page the app renders itself. */
export function readFirstScreen(): FirstScreen | null {
  const text = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstScreen;
  } catch {
    return null;
  }
}

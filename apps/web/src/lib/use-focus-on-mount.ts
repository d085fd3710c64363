import { useState } from 'react';

/**
 * A ref that focuses its element when it mounts (the cash tip's amount, a field that appears
 * after the page has loaded). The ref stays the same across renders, so a re-render never takes
 * the focus back.
 */
export function useFocusOnMount(when = true): ((node: HTMLElement | null) => void) | undefined {
  const [ref] = useState(() => (when ? (node: HTMLElement | null) => node?.focus() : undefined));
  return ref;
}

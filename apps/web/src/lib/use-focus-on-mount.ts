import { useState } from 'react';

/**
 * A ref that focuses its element when it mounts: what React did for `autoFocus`. Preact only sets
 * the attribute, which a browser honours as the page loads, not for a field that appears later
 * (the cash tip's amount, the landing search the app renders over its prerendered box). The ref
 * stays the same across renders, so a re-render never takes the focus back.
 */
export function useFocusOnMount(when = true): ((node: HTMLElement | null) => void) | undefined {
  const [ref] = useState(() => (when ? (node: HTMLElement | null) => node?.focus() : undefined));
  return ref;
}

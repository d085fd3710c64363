import { useRef } from 'react';

/**
 * True from the first render in which `open` is, and from then on: a dialog whose code loads on
 * demand mounts when first opened and stays mounted, so it closes (and hands the focus back) the
 * way it always did.
 */
export function useHasOpened(open: boolean): boolean {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current;
}

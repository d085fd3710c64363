import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));
}

/**
 * While `active`: focus goes into `panel` (its first control that is not a close button),
 * Tab and Shift+Tab stay inside it, Escape calls `onEscape`, the page behind does not scroll;
 * afterwards focus returns to whatever had it before.
 */
export function useFocusTrap(
  panelRef: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  /** Element to focus first instead of the first control. */
  initialFocusRef?: RefObject<HTMLElement | null>,
) {
  const onEscapeRef = useRef(onEscape);
  useLayoutEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const items = focusablesIn(panel);
    const isClose = (el: HTMLElement) => el.hasAttribute('data-dialog-close');
    (initialFocusRef?.current ?? items.find((el) => !isClose(el)) ?? items[0] ?? panel).focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const current = focusablesIn(panel);
      if (current.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = current[0]!;
      const last = current[current.length - 1]!;
      const focused = document.activeElement;
      if (event.shiftKey && (focused === first || !panel.contains(focused))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (focused === last || !panel.contains(focused))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      if (returnTo && returnTo.isConnected) returnTo.focus();
    };
  }, [active, panelRef, initialFocusRef]);
}

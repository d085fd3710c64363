import { useSyncExternalStore } from 'react';
import { setRedirectPath } from './session.ts';

/**
 * Opens the checkout from anywhere (the cart panel's 'Check Out') without the two features
 * importing each other; the checkout host in the root layout listens.
 */
let open = false;
const listeners = new Set<() => void>();

function emit(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export function subscribeCheckout(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isCheckoutOpen = () => open;
export const openCheckout = () => emit(true);
export const closeCheckout = () => emit(false);

/** The checkout opens on 'Schedule for later' (a shop in the cart is closed now). */
let scheduleFirst = false;
export function openCheckoutToSchedule() {
  scheduleFirst = true;
  emit(true);
}
/** True (once) when the checkout was opened to schedule. */
export function takeScheduleFirst(): boolean {
  const wanted = scheduleFirst;
  scheduleFirst = false;
  return wanted;
}

export function useCheckoutOpen(): boolean {
  return useSyncExternalStore(subscribeCheckout, isCheckoutOpen, isCheckoutOpen);
}

/** Kept for this tab only, like the redirect path it goes with. */
const RESUME_KEY = 'checkout:resume';

/**
 * A visitor pressed 'Check Out': remember this page for the login redirect and that the
 * checkout should open again once they are back on it, logged in.
 */
export function rememberCheckoutResume(path: string) {
  setRedirectPath(path);
  sessionStorage.setItem(RESUME_KEY, path);
}

export function forgetCheckoutResume() {
  sessionStorage.removeItem(RESUME_KEY);
}

/** True (once) when the checkout was interrupted by a login on exactly this page. */
export function takeCheckoutResume(path: string): boolean {
  if (sessionStorage.getItem(RESUME_KEY) !== path) return false;
  sessionStorage.removeItem(RESUME_KEY);
  return true;
}

import type { AlertTone } from './alert.tsx';

export interface Toast {
  id: number;
  tone: AlertTone;
  message: string;
}

const VISIBLE_MS = 5000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function getToasts(): Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id: number) {
  emit(toasts.filter((t) => t.id !== id));
}

/**
 * Shows a short message that survives navigation (e.g. 'Signup successful!' before a redirect).
 * The same message again replaces the one on screen: one toast per action, however many taps.
 */
export function showToast(message: string, tone: AlertTone = 'success'): number {
  const id = nextId++;
  const others = toasts.filter((t) => t.message !== message || t.tone !== tone);
  emit([...others.slice(-2), { id, tone, message }]);
  setTimeout(() => dismissToast(id), VISIBLE_MS);
  return id;
}

import { useSyncExternalStore } from 'react';

const KEY = 'partnerOpenedOrders';
const REMEMBERED = 200;
const listeners = new Set<() => void>();

function read(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

let snapshot = typeof sessionStorage === 'undefined' ? '' : read().join(',');

/** The shop has looked at this new order (tapped its card or opened its page): its alarm stops. */
export function markOrderOpened(subOrderId: string) {
  const ids = read();
  if (ids.includes(subOrderId)) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...ids, subOrderId].slice(-REMEMBERED)));
  } catch {
    /* private mode: the alarm stops once the order is answered instead */
  }
  snapshot = read().join(',');
  for (const listener of listeners) listener();
}

/** Ids of the new orders opened in this tab. */
export function useOpenedOrders(): Set<string> {
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => '',
  );
  return new Set(value ? value.split(',') : []);
}

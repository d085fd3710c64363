import { useCallback, useState } from 'react';

const keyOf = (userId: string) => `hiddenOrders:${userId}`;

function read(userId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Orders the customer removed from their list on this device ('Remove' hides, it does not cancel). */
export function useHiddenOrders(userId: string) {
  const [hidden, setHidden] = useState<string[]>(() => read(userId));
  const hide = useCallback(
    (orderId: string) => {
      const next = [...new Set([...read(userId), orderId])];
      localStorage.setItem(keyOf(userId), JSON.stringify(next));
      setHidden(next);
    },
    [userId],
  );
  return { hidden: new Set(hidden), hide };
}

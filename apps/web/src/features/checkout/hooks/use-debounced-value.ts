import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms`; compared by content, so new objects with the same data are not changes. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const serialized = JSON.stringify(value);
  const [settled, setSettled] = useState(serialized);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(serialized), ms);
    return () => clearTimeout(timer);
  }, [serialized, ms]);
  return JSON.parse(settled) as T;
}

import { useEffect, useState } from 'react';

/** The spec's driver pages show their skeleton for at least 400 ms. */
export const DRIVER_SKELETON_MS = 400;

/** False until `ms` have passed since the component mounted. */
export function useMinDelay(ms = DRIVER_SKELETON_MS): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}

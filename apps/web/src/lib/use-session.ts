import { useSyncExternalStore } from 'react';
import { getSession, signedOut, subscribeSession, type Session } from './session.ts';

/** The server renders every page signed out (it cannot read the device's session); hydration does too, then shows the session. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, signedOut);
}

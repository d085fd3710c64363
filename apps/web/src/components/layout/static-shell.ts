import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while the page is rendered on the server and while the phone hydrates that HTML, false
 * once the app runs (and from the start on a page the app renders itself). Parts that depend on
 * the device (who is signed in, the delivery place, the language choice) keep their room until
 * then, so the server's HTML and the phone's first render are the same.
 */
export const useStaticShell = (): boolean =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  );

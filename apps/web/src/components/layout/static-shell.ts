import { createContext, useContext } from 'react';

/**
 * True while rendering the prerendered landing HTML (src/app/landing-shell.tsx): that markup is
 * on screen before the app's scripts run, so it must not show who is signed in or take input
 * that the app would drop when it renders over it.
 */
export const StaticShellContext = createContext(false);

export const useStaticShell = () => useContext(StaticShellContext);

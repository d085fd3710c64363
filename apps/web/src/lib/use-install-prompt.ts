import { useSyncExternalStore } from 'react';
import { isStandalone, pendingInstallPrompt, promptInstall, subscribeInstallPrompt } from './install-prompt.ts';

/**
 * The Install App button's state: offered only once the browser has fired its install prompt,
 * never inside the installed app, and gone after one use whatever the user chose.
 */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const pending = useSyncExternalStore(subscribeInstallPrompt, pendingInstallPrompt, () => null);
  return { canInstall: pending !== null && !isStandalone(), install: promptInstall };
}

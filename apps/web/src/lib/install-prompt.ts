/** Chrome's install-prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let capturing = false;
const listeners = new Set<() => void>();

function set(next: BeforeInstallPromptEvent | null) {
  deferred = next;
  listeners.forEach((listener) => listener());
}

/** Already installed and opened from the home screen (Android, desktop, or iOS Safari). */
export function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;
}

/**
 * Keeps the browser's install prompt for the Install App button. Started before the first render:
 * the event can fire before any page (and its header) has loaded, and the header remounts on
 * every page, so the event lives here rather than in a component.
 */
export function captureInstallPrompt(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Stops the browser's own mini-infobar: the button offers the prompt instead.
    event.preventDefault();
    if (!isStandalone()) set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  captureInstallPrompt();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingInstallPrompt(): BeforeInstallPromptEvent | null {
  return deferred;
}

/** Shows the browser's prompt; the event is spent whatever the choice, so the button goes. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  const shown = event.prompt();
  set(null);
  try {
    await shown;
    await event.userChoice;
  } catch {
    // The browser refused (prompt already used): nothing to offer any more.
  }
}

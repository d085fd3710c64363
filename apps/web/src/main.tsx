import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App, whenRouterReady } from './app/app.tsx';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import { captureEarlyTyping } from './lib/early-typing.ts';
import { restoreSession } from './lib/session.ts';
import { startI18n } from './i18n/i18n.ts';
import './index.css';

// Before the first render, so no page ever sees a half-stored session.
restoreSession();
// The browser may offer installing before any page has rendered its Install App button.
captureInstallPrompt();
// The shell's words in the device's language, fetched beside the first page's chunk.
const i18nReady = startI18n();

const container = document.getElementById('root')!;
const mount = () => {
  // Whatever was typed into the prerendered search box is read before the app replaces it, and
  // the first render commits in the same task: a concurrent render would leave a gap in which
  // keys still land in the prerendered box after it was read, and are lost with it.
  captureEarlyTyping(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
};
// The landing HTML arrives with its first screen prerendered (landing.html): keep it on screen
// until the page's own chunk is here, so the app replaces it with the same page, not a spinner.
if (container.hasChildNodes()) void Promise.all([i18nReady, whenRouterReady()]).then(mount);
else void i18nReady.then(mount);

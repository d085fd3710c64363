import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, whenRouterReady } from './app/app.tsx';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import { restoreSession } from './lib/session.ts';
import './index.css';

// Before the first render, so no page ever sees a half-stored session.
restoreSession();
// The browser may offer installing before any page has rendered its Install App button.
captureInstallPrompt();

const container = document.getElementById('root')!;
const mount = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The landing HTML arrives with its first screen prerendered (landing.html): keep it on screen
// until the page's own chunk is here, so the app replaces it with the same page, not a spinner.
if (container.hasChildNodes()) void whenRouterReady().then(mount);
else mount();

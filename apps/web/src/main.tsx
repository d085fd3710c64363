import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import { restoreSession } from './lib/session.ts';
import './index.css';

// Before the first render, so no page ever sees a half-stored session.
restoreSession();
// The browser may offer installing before any page has rendered its Install App button.
captureInstallPrompt();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

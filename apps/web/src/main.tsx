import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { restoreSession } from './lib/session.ts';
import './index.css';

// Before the first render, so no page ever sees a half-stored session.
restoreSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

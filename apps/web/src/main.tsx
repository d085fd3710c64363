import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App, createAppRouter, loadRoutesOf } from './app/app.tsx';
import { readFirstScreen } from './app/first-screen.ts';
import { createQueryClient } from './app/query-client.ts';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import { captureEarlyTyping } from './lib/early-typing.ts';
import { renderWithDataSaver } from './lib/data-saver.ts';
import { installServiceWorkerWhenSettled } from './lib/service-worker.ts';
import { restoreSession } from './lib/session.ts';
import { startI18n } from './i18n/i18n.ts';
import { storeLanguage, storedLanguage } from './i18n/language-choice.ts';
import './index.css';

// Before the first render, so no page ever sees a half-stored session.
restoreSession();
// The browser may offer installing before any page has rendered its Install App button.
captureInstallPrompt();

// A server-rendered page (the landing, storefront, store and product pages) carries its language
// and first data; the phone hydrates it in that language without asking for that data again. A
// language chosen on this device that the server did not know (no cookie yet) wins: the app then
// renders the page itself in that language, still from the data that came with it.
const firstScreen = readFirstScreen();
const chosen = storedLanguage();
// A choice kept before the server read it from a cookie: the server learns it from now on.
if (chosen) storeLanguage(chosen);
const language = chosen ?? firstScreen?.language;
const hydrating = firstScreen?.hydrate === true && language === firstScreen.language;
// The shell's words, fetched beside the first page's chunk.
const i18nReady = startI18n(language);
const container = document.getElementById('root')!;

/** The page's data as of now: it was read for this very page load, so it is as fresh as a fetch. */
function takenNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}

// The page's own module is loaded first, so the first render shows that page, not a spinner.
void Promise.all([i18nReady, loadRoutesOf(window.location)]).then(() => {
  const router = createAppRouter();
  const queryClient = createQueryClient();
  if (firstScreen) hydrate(queryClient, takenNow(firstScreen.queries));
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (hydrating) {
    // Whatever was typed into the landing search before now is read before hydration takes the box.
    captureEarlyTyping(container);
    renderWithDataSaver(firstScreen.saveData);
    hydrateRoot(container, app, {
      onRecoverableError(error, info) {
        console.error('Hydration problem: React rendered the page afresh', error, info.componentStack);
      },
    });
  } else {
    createRoot(container).render(app);
  }
  installServiceWorkerWhenSettled();
});

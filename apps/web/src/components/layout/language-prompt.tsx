import { lazy, Suspense, useEffect, useState } from 'react';
import { i18n } from '../../i18n/i18n.ts';
import { storedLanguage } from '../../i18n/language-choice.ts';
import { useStaticShell } from './static-shell.ts';
import { useSession } from '../../lib/use-session.ts';

// Only a first visit shows the strip: its code loads then, not with every page.
const LanguagePromptStrip = lazy(() => import('./language-prompt-strip.tsx').then((m) => ({ default: m.LanguagePromptStrip })));

/** Whether this device has a language of its own yet (picked here, in the settings menu or from the account). */
function useLanguageChosen(): boolean {
  const [chosen, setChosen] = useState(() => storedLanguage() !== null);
  useEffect(() => {
    const recheck = () => setChosen(storedLanguage() !== null);
    i18n.on('languageChanged', recheck);
    return () => i18n.off('languageChanged', recheck);
  }, []);
  return chosen;
}

/**
 * First visit: a slim strip offering English or Kiswahili (see LanguagePromptStrip). Any answer,
 * or closing it, is remembered on the device and it never asks again; someone signed in is past
 * their first visit and has the language switch in the settings menu.
 */
export function LanguagePrompt() {
  const chosen = useLanguageChosen();
  const [closed, setClosed] = useState(false);
  const staticShell = useStaticShell();
  const session = useSession();
  const signedIn = session.user !== null || session.partner !== null || session.driver !== null;
  if (chosen || closed || staticShell || signedIn) return null;
  return (
    <Suspense fallback={null}>
      <LanguagePromptStrip onDone={() => setClosed(true)} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useHasOpened } from '../../lib/use-has-opened.ts';

// Most visits never see the prompt: it (and the dialog frame it needs) loads the first time it opens.
const LoginRequiredModal = lazy(() => import('./login-required-modal.tsx').then((m) => ({ default: m.LoginRequiredModal })));

/** The login prompt, fetched when first opened and kept mounted after, so it closes as dialogs do. */
export function LoginPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const opened = useHasOpened(open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginRequiredModal open={open} onClose={onClose} />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import type { TPublicPartner } from '@sokoni/domain/contracts/partner';
import { LoginPrompt } from '../../../components/session/login-prompt.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { isDataSaverOn } from '../../../lib/data-saver.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import { loadNamespaces } from '../../../i18n/i18n.ts';
import { forgetRememberedTarget, peekRememberedTarget, rememberTarget } from '../hooks/remembered-target.ts';
import { CatalogDialogsContext, type CatalogDialogs, type LoginRequest } from './catalog-dialogs-context.ts';
import { useTranslation } from 'react-i18next';

// The dialogs (and the review forms' validation) are not part of a catalogue page's first screen:
// they are fetched once the page is idle, so a tap on a card rarely waits for them.
// Their words come with them: the landing page loads only its own, and both dialogs put things in
// the cart, whose limits speak through the cart's words.
const DIALOG_NAMESPACES = ['catalog', 'cart'];
const loadStoreDetails = () => Promise.all([import('./store-details-modal.tsx'), loadNamespaces(DIALOG_NAMESPACES)]).then(([m]) => m);
const loadProductDetails = () => Promise.all([import('./product-details-modal.tsx'), loadNamespaces(DIALOG_NAMESPACES)]).then(([m]) => m);
export const preloadCatalogDialogs = () => Promise.all([loadStoreDetails(), loadProductDetails()]);
const StoreDetailsModal = lazy(() => loadStoreDetails().then((m) => ({ default: m.StoreDetailsModal })));
const ProductDetailsModal = lazy(() => loadProductDetails().then((m) => ({ default: m.ProductDetailsModal })));

/** Shown over the page in the rare case a card is tapped before its dialog has arrived. */
function DialogLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900/40 text-white">
      <Spinner className="size-8" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

type OpenDialog =
  | { kind: 'store'; id: string; initial?: TPublicPartner; step: number }
  | { kind: 'product'; id: string; initial?: TProduct; step: number }
  | null;

/**
 * Hosts a catalogue page's Store Details and Product Details dialogs and the login prompt.
 * After a visitor logs in from that prompt and comes back to the same page, the dialog they
 * were in opens again at the same step.
 */
export function CatalogDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const location = useLocation();
  const path = location.pathname + location.search;
  const loggedIn = useSession().user !== null;

  // Data saver: nothing is fetched ahead of need; the dialogs load when first opened.
  useEffect(() => (isDataSaverOn() ? undefined : whenIdle(() => void preloadCatalogDialogs().catch(() => undefined))), []);

  useEffect(() => {
    if (!loggedIn) return;
    const remembered = peekRememberedTarget();
    if (!remembered) return;
    forgetRememberedTarget();
    if (remembered.path !== path || !remembered.dialog) return;
    setDialog({ kind: remembered.kind, id: remembered.id, step: remembered.dialog.step });
  }, [loggedIn, path]);

  const dialogs = useMemo<CatalogDialogs>(
    () => ({
      openStore: (id, initial, step = 0) => setDialog({ kind: 'store', id, initial, step }),
      openProduct: (id, initial, step = 0) => setDialog({ kind: 'product', id, initial, step }),
      requireLogin: (request: LoginRequest) => {
        rememberTarget({ ...request, path });
        setDialog(null);
        setLoginOpen(true);
      },
    }),
    [path],
  );
  const close = () => setDialog(null);

  return (
    <CatalogDialogsContext.Provider value={dialogs}>
      {children}
      <Suspense fallback={<DialogLoading />}>
        {dialog?.kind === 'store' && (
          <StoreDetailsModal
            key={dialog.id}
            partnerId={dialog.id}
            initial={dialog.initial}
            initialStep={dialog.step}
            onClose={close}
            onLoginRequired={(step) => dialogs.requireLogin({ kind: 'store', id: dialog.id, dialog: { step } })}
          />
        )}
        {dialog?.kind === 'product' && (
          <ProductDetailsModal
            key={dialog.id}
            productId={dialog.id}
            initial={dialog.initial}
            initialStep={dialog.step}
            onClose={close}
            onLoginRequired={(step) => dialogs.requireLogin({ kind: 'product', id: dialog.id, dialog: { step } })}
          />
        )}
      </Suspense>
      <LoginPrompt open={loginOpen} onClose={() => setLoginOpen(false)} />
    </CatalogDialogsContext.Provider>
  );
}

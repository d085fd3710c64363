import { setRedirectPath } from '../../../lib/session.ts';

/**
 * The store or product a visitor was rating or reviewing when the login prompt stopped them
 * (spec: the session's currentStore / currentProduct). With the redirect path it brings them
 * back to the same page with the same dialog open once they have logged in.
 */
export interface RememberedTarget {
  kind: 'store' | 'product';
  id: string;
  /** The page it was on (path and query). */
  path: string;
  /** Whether a details dialog was open, and at which step. */
  dialog: { step: number } | null;
}

const KEYS = { store: 'currentStore', product: 'currentProduct' } as const;

export function rememberTarget(target: RememberedTarget) {
  sessionStorage.removeItem(KEYS.store);
  sessionStorage.removeItem(KEYS.product);
  sessionStorage.setItem(KEYS[target.kind], JSON.stringify(target));
  setRedirectPath(target.path);
}

function read(kind: RememberedTarget['kind']): RememberedTarget | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEYS[kind]) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const t = value as Partial<RememberedTarget>;
    if (typeof t.id !== 'string' || typeof t.path !== 'string') return null;
    const step = t.dialog && typeof t.dialog.step === 'number' ? t.dialog.step : null;
    return { kind, id: t.id, path: t.path, dialog: step === null ? null : { step } };
  } catch {
    return null;
  }
}

export function peekRememberedTarget(): RememberedTarget | null {
  return read('store') ?? read('product');
}

export function forgetRememberedTarget() {
  sessionStorage.removeItem(KEYS.store);
  sessionStorage.removeItem(KEYS.product);
}

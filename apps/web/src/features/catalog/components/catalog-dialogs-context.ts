import { createContext, useContext } from 'react';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import type { TPublicPartner } from '@sokoni/domain/contracts/partner';

export interface LoginRequest {
  kind: 'store' | 'product';
  id: string;
  /** The details dialog step to reopen after login; null when no dialog was open. */
  dialog: { step: number } | null;
}

export interface CatalogDialogs {
  openStore: (id: string, initial?: TPublicPartner, step?: number) => void;
  openProduct: (id: string, initial?: TProduct, step?: number) => void;
  /** Remembers the store or product and this page, closes any dialog and shows the login prompt. */
  requireLogin: (request: LoginRequest) => void;
}

export const CatalogDialogsContext = createContext<CatalogDialogs | null>(null);

export function useCatalogDialogs(): CatalogDialogs {
  const dialogs = useContext(CatalogDialogsContext);
  if (!dialogs) throw new Error('useCatalogDialogs needs a CatalogDialogsProvider');
  return dialogs;
}

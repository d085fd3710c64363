import type { TDeliveryQuoteRequest } from '@sokoni/domain/contracts/orders';
import { useState } from 'react';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { getDeliveryQuote } from '../api/get-delivery-quote.ts';
import { i18n } from '../../../i18n/i18n.ts';

export interface AppliedPromo {
  code: string;
  /** Shillings off the items, as the server decided. */
  discount: number;
}

export interface PromoCode {
  applied: AppliedPromo | null;
  /** Why the code typed last does not apply, in the server's words. */
  error: string | null;
  applying: boolean;
  apply: (code: string) => Promise<void>;
  remove: () => void;
  /** The placement refused the code (it changed meanwhile): drop it and say why. */
  refuse: (message: string) => void;
}

/**
 * The checkout's promo code: applying one asks the server's quote what it takes off this cart
 * (signed in, so one-use and first-order codes are checked for this customer). The server
 * decides again when the order is placed.
 */
export function usePromoCode(request: TDeliveryQuoteRequest | null): PromoCode {
  const [applied, setApplied] = useState<AppliedPromo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  const apply = async (code: string) => {
    const typed = code.trim();
    if (!typed) return setError(i18n.t('checkout:promo.enterCode'));
    if (!request) return setError(i18n.t('checkout:promo.detailsFirst'));
    setApplying(true);
    setError(null);
    try {
      const quote = await getDeliveryQuote({ ...request, promoCode: typed }, undefined, 'user');
      if (quote.promo) setApplied(quote.promo);
      else setError(i18n.t('checkout:promo.doesNotApply'));
    } catch (failure) {
      setApplied(null);
      const refused = failure instanceof ApiError && failure.status === 409 && failure.data['promo'];
      setError(refused ? messageOf(failure, '') : messageOf(failure, i18n.t('checkout:promo.checkFailed')));
    } finally {
      setApplying(false);
    }
  };

  return {
    applied,
    error,
    applying,
    apply,
    remove: () => {
      setApplied(null);
      setError(null);
    },
    refuse: (message) => {
      setApplied(null);
      setError(message);
    },
  };
}

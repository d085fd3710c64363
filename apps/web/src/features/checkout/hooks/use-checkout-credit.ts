import { useQuery } from '@tanstack/react-query';
import type { TDeliveryQuoteResponse } from '@sokoni/domain/contracts/orders';
import { profileQueryOptions } from '../../orders/api/get-profile.ts';
import { creditForTotal } from '../credit-line.ts';

/**
 * The Sokoni credit the server will apply to this order, for the checkout summary: the quote's own
 * figure when the server quoted (platform delivery), else the customer's balance against the total.
 * The server decides at placement; this only shows it.
 */
export function useCheckoutCredit(subtotal: number, fee: number | null, quote: TDeliveryQuoteResponse | null): number | null {
  const quoted = quote?.creditUsed;
  const me = useQuery({ ...profileQueryOptions(), enabled: quoted === undefined });
  if (fee === null) return null;
  if (quoted !== undefined) return quoted;
  return creditForTotal(me.data?.creditBalance ?? 0, subtotal, fee);
}

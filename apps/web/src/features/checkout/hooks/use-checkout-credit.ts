import { useQuery } from '@tanstack/react-query';
import type { TDeliveryQuoteResponse } from '@sokoni/domain/contracts/orders';
import { creditQueryOptions } from '../api/get-credit.ts';
import { creditForTotal } from '../credit-line.ts';

/**
 * The Sokoni credit the server will apply to this order, for the checkout summary: the quote's own
 * figure when the server quoted (platform delivery), else the customer's balance against the total.
 * A promo discount lowers what credit may pay (items less the discount, and the fee). The server
 * decides at placement; this only shows it.
 */
export function useCheckoutCredit(subtotal: number, fee: number | null, quote: TDeliveryQuoteResponse | null, discount = 0): number | null {
  const quoted = quote?.creditUsed;
  const balance = useQuery(creditQueryOptions(quoted === undefined));
  if (fee === null) return null;
  // The fee's quote is priced without the code: credit never pays what the discount took off.
  if (quoted !== undefined) return creditForTotal(quoted, subtotal, fee, discount);
  return creditForTotal(balance.data ?? 0, subtotal, fee, discount);
}

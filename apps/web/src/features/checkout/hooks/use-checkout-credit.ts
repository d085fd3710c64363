import { useQuery } from '@tanstack/react-query';
import type { TDeliveryQuoteResponse } from '@sokoni/domain/contracts/orders';
import { creditQueryOptions } from '../api/get-credit.ts';
import { creditForTotal } from '../credit-line.ts';

/**
 * The Sokoni credit the server will apply to this order, for the checkout summary: the quote's own
 * figure when the server quoted (platform delivery), else the customer's balance against the total.
 * The server decides at placement; this only shows it.
 */
export function useCheckoutCredit(subtotal: number, fee: number | null, quote: TDeliveryQuoteResponse | null): number | null {
  const quoted = quote?.creditUsed;
  const balance = useQuery(creditQueryOptions(quoted === undefined));
  if (fee === null) return null;
  if (quoted !== undefined) return quoted;
  return creditForTotal(balance.data ?? 0, subtotal, fee);
}

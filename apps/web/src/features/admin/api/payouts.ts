import { queryOptions } from '@tanstack/react-query';
import type { TMoneySettings, TMpesaPayoutRequest, TPayout, TPayoutList } from '@sokoni/domain/contracts/ledger';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/payouts: payout history, newest first. */
export function getPayouts(): Promise<TPayoutList> {
  return api.get<TPayoutList>('/api/admin/payouts', { auth: 'partner' });
}
/** While a payout waits for M-Pesa's result the list looks again every few seconds, so Paid or Failed shows up by itself. */
export const payoutsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.payouts({}),
    queryFn: getPayouts,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.items.some((p) => p.status === 'Sent') ? 4000 : false),
  });

/** GET /api/admin/money/settings: COMMISSION_PERCENT, PAYOUT_MINIMUM and whether M-Pesa payouts are on. */
export function getMoneySettings(): Promise<TMoneySettings> {
  return api.get<TMoneySettings>('/api/admin/money/settings', { auth: 'partner' });
}
export const moneySettingsQueryOptions = () => queryOptions({ queryKey: adminKeys.moneySettings(), queryFn: getMoneySettings, staleTime: 60_000 });

/** POST /api/admin/payouts: 'Pay' through M-Pesa to the account's registered phone (the whole shillings due without an amount). */
export function payByMpesa(body: TMpesaPayoutRequest): Promise<TPayout> {
  return api.post<TPayout>('/api/admin/payouts', body, { auth: 'partner' });
}

/** POST /api/admin/payouts/{id}/retry: a failed M-Pesa payout sent again for what is due now. */
export function retryPayout(payoutId: string): Promise<TPayout> {
  return api.post<TPayout>(`/api/admin/payouts/${encodeURIComponent(payoutId)}/retry`, undefined, { auth: 'partner' });
}

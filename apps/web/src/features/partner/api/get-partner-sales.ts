import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSalesResponse } from '@sokoni/domain/contracts/partner-orders';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** GET /api/partners/{id}/sales?date=YYYY-MM-DD: confirmed deliveries of one Kenyan day (or all). */
export function getPartnerSales(partnerId: string, date: string): Promise<TSalesResponse> {
  const query = date ? `?date=${encodeURIComponent(date)}` : '';
  return api.get<TSalesResponse>(`/api/partners/${partnerId}/sales${query}`, { auth: 'partner' });
}

export const partnerSalesQueryOptions = (partnerId: string, date: string) =>
  queryOptions({ queryKey: partnerKeys.sales(partnerId, date), queryFn: () => getPartnerSales(partnerId, date) });

export function usePartnerSales(partnerId: string, date: string) {
  return useQuery({ ...partnerSalesQueryOptions(partnerId, date), placeholderData: keepPreviousData });
}

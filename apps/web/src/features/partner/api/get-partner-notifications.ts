import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPartnerNotification } from '@sokoni/domain/contracts/partner-notification';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** GET /api/partner-notifications/{partnerId}: newest first. */
export function getPartnerNotifications(partnerId: string): Promise<TPartnerNotification[]> {
  return api.get<TPartnerNotification[]>(`/api/partner-notifications/${partnerId}`, { auth: 'partner' });
}

export const partnerNotificationsQueryOptions = (partnerId: string) =>
  queryOptions({ queryKey: partnerKeys.notifications(partnerId), queryFn: () => getPartnerNotifications(partnerId) });

/** `enabled` lets the page wait the spec's second after the store is known. */
export function usePartnerNotifications(partnerId: string, enabled: boolean) {
  return useQuery({ ...partnerNotificationsQueryOptions(partnerId), enabled });
}

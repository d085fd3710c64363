import type { TPartnerNotification } from '@sokoni/domain/contracts/partner-notification';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/partner-notifications/{id}/acknowledge: the dashboard rang for this new order, so the
 * server does not text the shop about it. A failed call only means the shop also gets the SMS.
 */
export function acknowledgeNotification(id: string): Promise<TPartnerNotification> {
  return api.post<TPartnerNotification>(`/api/partner-notifications/${id}/acknowledge`, undefined, { auth: 'partner' });
}

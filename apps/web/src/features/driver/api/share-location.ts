import type { TLocationRequest, TLocationResponse } from '@sokoni/domain/contracts/dispatch';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/driver/location: the phone's position, for nearby offers and for the customer's map. */
export function shareLocation(fix: TLocationRequest): Promise<TLocationResponse> {
  return api.put<TLocationResponse>('/api/driver/location', fix, { auth: 'driver' });
}

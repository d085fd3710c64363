import { queryOptions } from '@tanstack/react-query';
import type { TAvailabilityResponse } from '@sokoni/domain/contracts/dispatch';
import { api } from '../../../lib/api-client.ts';
import { driverKeys } from './query-keys.ts';

/** GET /api/driver/availability: whether the driver is online (offered nearby orders first). */
export function getAvailability(): Promise<TAvailabilityResponse> {
  return api.get<TAvailabilityResponse>('/api/driver/availability', { auth: 'driver' });
}

export const availabilityQueryOptions = () => queryOptions({ queryKey: driverKeys.availability, queryFn: getAvailability });

/** PUT /api/driver/availability: going offline also makes the server forget the position. */
export function setAvailability(online: boolean): Promise<TAvailabilityResponse> {
  return api.put<TAvailabilityResponse>('/api/driver/availability', { online }, { auth: 'driver' });
}

import { queryOptions } from '@tanstack/react-query';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { api } from '../../../lib/api-client.ts';
import { driverKeys } from './query-keys.ts';

/** GET /api/driver/profile with the driver's own token. */
export function getDriverProfile(): Promise<TDriver> {
  return api.get<TDriver>('/api/driver/profile', { auth: 'driver' });
}

export const driverProfileQueryOptions = () => queryOptions({ queryKey: driverKeys.profile, queryFn: getDriverProfile });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZVitalsSummary } from '@sokoni/domain/contracts/vitals';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

export type TVitalsSummary = z.infer<typeof ZVitalsSummary>;

/** GET /api/admin/vitals?days=: p75 LCP, INP and CLS by page, from real visitors' browsers. */
export function getVitals(days: number): Promise<TVitalsSummary> {
  return api.get<TVitalsSummary>(`/api/admin/vitals?days=${days}`, { auth: 'partner' });
}

export function useVitals(days: number) {
  return useQuery(queryOptions({ queryKey: adminKeys.vitals(days), queryFn: () => getVitals(days) }));
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TAuditEntry } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { queryString, type Page } from './admin-key.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/audit?cursor=: every admin action, newest first. */
export function getAuditLog(cursor?: string): Promise<Page<TAuditEntry>> {
  return api.get<Page<TAuditEntry>>(`/api/admin/audit${queryString({ cursor, limit: 25 })}`, { auth: 'partner' });
}

export function useAuditLog() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.audit(),
      queryFn: ({ pageParam }) => getAuditLog(pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}

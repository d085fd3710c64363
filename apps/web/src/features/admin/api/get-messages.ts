import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminMessage } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { queryString, type Page } from './admin-key.ts';
import { adminKeys } from './query-keys.ts';

export type MessageFilter = 'false' | 'true' | 'all';

/** GET /api/admin/messages?handled=&cursor=: the contact-form inbox, newest first. */
export function getMessages(handled: MessageFilter, cursor?: string): Promise<Page<TAdminMessage>> {
  return api.get<Page<TAdminMessage>>(`/api/admin/messages${queryString({ handled, cursor })}`, { auth: 'partner' });
}

export function useMessages(handled: MessageFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.messages(handled),
      queryFn: ({ pageParam }) => getMessages(handled, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}

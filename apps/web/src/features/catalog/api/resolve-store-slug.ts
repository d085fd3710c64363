import { queryOptions, useQuery } from '@tanstack/react-query';
import { isObjectId } from '@sokoni/domain/ids';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

/** GET /api/partners/slug/{slug}: the store id behind a slug. */
export async function resolveStoreSlug(slug: string): Promise<string> {
  const answer = await api.get<{ _id: string }>(`/api/partners/slug/${encodeURIComponent(slug)}`);
  return answer._id;
}

export const storeSlugQueryOptions = (slug: string) =>
  queryOptions({ queryKey: catalogKeys.storeSlug(slug.toLowerCase()), queryFn: () => resolveStoreSlug(slug), staleTime: Infinity });

/** A 24-hex id is used as it is; anything else is a slug, resolved through the API. */
export function useStoreId(idOrSlug: string) {
  const direct = isObjectId(idOrSlug);
  const query = useQuery({ ...storeSlugQueryOptions(idOrSlug), enabled: !direct });
  if (direct) return { id: idOrSlug.toLowerCase(), isPending: false, error: null } as const;
  return { id: query.data ?? null, isPending: query.isPending, error: query.error } as const;
}

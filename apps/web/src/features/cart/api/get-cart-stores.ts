import { useQueries } from '@tanstack/react-query';
import type { TPublicPartner } from '@sokoni/domain/contracts/partner';
import { api } from '../../../lib/api-client.ts';

/** GET /api/partners/{id} for each shop in the cart: whether it still takes orders now. */
export function useCartStores(shopIds: readonly string[]): TPublicPartner[] {
  const results = useQueries({
    queries: shopIds.map((id) => ({
      queryKey: ['catalog', 'store', id],
      queryFn: () => api.get<TPublicPartner>(`/api/partners/${encodeURIComponent(id)}`),
      // A shop may close or pause while the cart waits: look again every minute while it is shown.
      refetchInterval: 60_000,
      staleTime: 30_000,
    })),
  });
  return results.flatMap((r) => (r.data ? [r.data] : []));
}

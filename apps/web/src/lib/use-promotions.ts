import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPromotionsResponse } from '@sokoni/domain/contracts/promotions';
import { api } from './api-client.ts';
import { siteConfig } from './site-config.ts';
import { sharedKeys } from './query-keys.ts';


/** GET /api/promotions: the landing banner and storefront marquee the operator set. */
export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.promotions,
    queryFn: () => api.get<TPromotionsResponse>('/api/promotions'),
    staleTime: 5 * 60_000,
  });

/**
 * The banner and marquee messages. The built-in ones show while the operator's load (or when
 * it fails), so the page never waits on them or shows an empty strip.
 */
export function usePromotions(): { banner: readonly string[]; marquee: readonly string[] } {
  const { data } = useQuery(promotionsQueryOptions());
  return {
    banner: data?.banner.length ? data.banner : siteConfig.adBanner,
    marquee: data?.marquee.length ? data.marquee : siteConfig.promotions,
  };
}

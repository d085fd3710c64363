import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPromotionsResponse } from '@sokoni/domain/contracts/promotions';
import { api } from './api-client.ts';
import { sharedKeys } from './query-keys.ts';
import { useTranslation } from 'react-i18next';

/** GET /api/promotions: the landing banner and storefront marquee the operator set. */
export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.promotions,
    queryFn: () => api.get<TPromotionsResponse>('/api/promotions'),
    staleTime: 5 * 60_000,
  });

/** The built-in messages, among the shared words (i18n/locales): the landing and the catalogue pages show them. */
const BANNER = ['food', 'offers', 'sell', 'drive'] as const;
const MARQUEE = ['offers', 'delivery', 'checkout'] as const;

/**
 * The banner and marquee messages. The built-in ones show while the operator's load (or when
 * it fails), so the page never waits on them or shows an empty strip.
 */
export function usePromotions(): { banner: readonly string[]; marquee: readonly string[] } {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(promotionsQueryOptions());
  const builtIn = (kind: 'banner' | 'marquee', keys: readonly string[]) => keys.map((key) => `promotions.${kind}.${key}` as const);
  // The operator's list is data, written once; where it still holds a built-in English message
  // (the seeded defaults), a Kiswahili reader gets that message's translation.
  const inLanguage = (messages: readonly string[], keys: readonly `promotions.${string}`[]) => {
    const english = i18n.getFixedT('en', 'common');
    return messages.map((message) => {
      const key = keys.find((k) => english(k as never) === message);
      return key ? t(key as never) : message;
    });
  };
  const banner = builtIn('banner', BANNER);
  const marquee = builtIn('marquee', MARQUEE);
  return {
    banner: data?.banner.length ? inLanguage(data.banner, banner) : banner.map((key) => t(key as never)),
    marquee: data?.marquee.length ? inLanguage(data.marquee, marquee) : marquee.map((key) => t(key as never)),
  };
}

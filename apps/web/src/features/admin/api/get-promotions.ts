import { useQuery } from '@tanstack/react-query';
import { promotionsQueryOptions } from '../../../lib/use-promotions.ts';

/** GET /api/promotions, always fresh when the editor opens (the public hook may keep it for minutes). */
export function usePromotionSettings() {
  return useQuery({ ...promotionsQueryOptions(), staleTime: 0 });
}

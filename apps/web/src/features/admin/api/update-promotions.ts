import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPromotions, TPromotionsResponse } from '@sokoni/domain/contracts/promotions';
import { showToast } from '../../../components/ui/toast-store.ts';
import { api } from '../../../lib/api-client.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { adminKeys } from './query-keys.ts';

/** PUT /api/admin/promotions {banner, marquee}: replaces both lists. */
export function updatePromotions(body: TPromotions): Promise<TPromotionsResponse> {
  return api.put<TPromotionsResponse>('/api/admin/promotions', body, { auth: 'partner' });
}

/** The saved lists become what this tab's landing and storefront show straight away. */
export function useUpdatePromotions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromotions,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.promotions, answer);
      showToast(i18n.t('admin:promotions.saved'));
      return queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import type { TStoreHours } from '@sokoni/domain/opening-hours';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** PUT /api/partners/{id}/hours: the whole week and the closure dates, Nairobi time. */
export function setStoreHours(id: string, hours: TStoreHours): Promise<TPartner> {
  return api.put<TPartner>(`/api/partners/${id}/hours`, hours, { auth: 'partner' });
}

export function useSetStoreHours(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: TStoreHours) => setStoreHours(id, hours),
    onSuccess: (partner) => queryClient.setQueryData(partnerKeys.me, partner),
  });
}

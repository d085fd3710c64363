import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** PUT /api/partners/{id}/prep-time: minutes before a scheduled order's slot the store is alerted. */
export function setPrepTime(id: string, minutes: number): Promise<TPartner> {
  return api.put<TPartner>(`/api/partners/${id}/prep-time`, { minutes }, { auth: 'partner' });
}

export function useSetPrepTime(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => setPrepTime(id, minutes),
    onSuccess: (partner) => queryClient.setQueryData(partnerKeys.me, partner),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPartner, TPauseRequest } from '@sokoni/domain/contracts/partner';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** POST /api/partners/{id}/pause to pause new orders; DELETE to take them again. */
export function pauseStore(id: string, request: TPauseRequest): Promise<TPartner> {
  return api.post<TPartner>(`/api/partners/${id}/pause`, request, { auth: 'partner' });
}

export function resumeStore(id: string): Promise<TPartner> {
  return api.delete<TPartner>(`/api/partners/${id}/pause`, { auth: 'partner' });
}

export function usePauseStore(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (partner: TPartner) => queryClient.setQueryData(partnerKeys.me, partner);
  return {
    pause: useMutation({ mutationFn: (request: TPauseRequest) => pauseStore(id, request), onSuccess }),
    resume: useMutation({ mutationFn: () => resumeStore(id), onSuccess }),
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import type { ZPartnerUpdate } from '@sokoni/domain/contracts/partner';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { updateRoleProfile } from '../../../lib/session.ts';
import { partnerKeys } from './query-keys.ts';

export type PartnerUpdate = z.input<typeof ZPartnerUpdate>;

/** PUT /api/partners/{id}: the store's own profile fields. */
export function updatePartner(id: string, patch: PartnerUpdate): Promise<TPartner> {
  return api.put<TPartner>(`/api/partners/${id}`, patch, { auth: 'partner' });
}

export function useUpdatePartner(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PartnerUpdate) => updatePartner(id, patch),
    onSuccess: (partner) => {
      updateRoleProfile('partner', partner);
      queryClient.setQueryData(partnerKeys.me, partner);
    },
  });
}

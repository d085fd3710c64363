import { useMutation } from '@tanstack/react-query';
import type { TPartner, TPartnerSignupFields } from '@sokoni/domain/contracts/partner';
import { api } from '../../../lib/api-client.ts';

export interface PartnerSignupInput {
  fields: TPartnerSignupFields;
  profileImage: File | null;
  businessPermit: File | null;
}

export interface PartnerSignupResult {
  token: string;
  partner: TPartner;
  message: string;
}

/** POST /api/signup is multipart so the optional image and permit travel with the fields. */
export function partnerSignup({ fields, profileImage, businessPermit }: PartnerSignupInput): Promise<PartnerSignupResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (profileImage) form.append('profileImage', profileImage);
  if (businessPermit) form.append('businessPermit', businessPermit);
  return api.post<PartnerSignupResult>('/api/signup', form);
}

export function usePartnerSignup() {
  return useMutation({ mutationFn: partnerSignup });
}

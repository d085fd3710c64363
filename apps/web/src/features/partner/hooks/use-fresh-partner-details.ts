import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { updateRoleProfile } from '../../../lib/session.ts';
import { partnerQueryOptions } from '../api/get-partner.ts';

/** Keeps the stored partnerDetails in step with the server (verification, edits from elsewhere). */
export function useFreshPartnerDetails() {
  const { data } = useQuery(partnerQueryOptions());
  useEffect(() => {
    if (data) updateRoleProfile('partner', data);
  }, [data]);
}

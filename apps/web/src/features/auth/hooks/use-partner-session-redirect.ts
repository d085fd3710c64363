import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { getSession, updateRoleProfile } from '../../../lib/session.ts';
import { partnerQueryOptions } from '../api/get-partner.ts';

/**
 * A store that is already logged in does not need to sign up again: its account is fetched
 * and it goes to its dashboard. Returns true while that check runs.
 */
export function usePartnerSessionRedirect(): boolean {
  const navigate = useNavigate();
  // Only a session found on arrival counts; a login made on this page navigates by itself.
  const [hasToken] = useState(() => getSession().partner !== null);
  const query = useQuery({ ...partnerQueryOptions(), enabled: hasToken, staleTime: 0 });

  useEffect(() => {
    if (!query.data) return;
    updateRoleProfile('partner', query.data);
    void navigate(query.data.role === 'admin' ? '/superuserdashboard' : '/dashboard', { replace: true });
  }, [query.data, navigate]);

  return hasToken && (query.isPending || !!query.data);
}

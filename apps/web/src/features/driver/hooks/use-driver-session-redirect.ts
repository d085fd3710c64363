import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { getSession, updateRoleProfile } from '../../../lib/session.ts';
import { driverProfileQueryOptions } from '../api/get-driver-profile.ts';
import { driverHomePath } from './driver-home.ts';

/**
 * With a stored driver token the profile is fetched and the driver goes to the dashboard or
 * to profile setup. Returns true while that check runs.
 */
export function useDriverSessionRedirect(): boolean {
  const navigate = useNavigate();
  // Only a session found on arrival counts; a login made on this page navigates by itself.
  const [hasToken] = useState(() => getSession().driver !== null);
  const query = useQuery({ ...driverProfileQueryOptions(), enabled: hasToken, staleTime: 0 });

  useEffect(() => {
    if (!query.data) return;
    updateRoleProfile('driver', query.data);
    void navigate(driverHomePath(query.data), { replace: true });
  }, [query.data, navigate]);

  return hasToken && (query.isPending || !!query.data);
}

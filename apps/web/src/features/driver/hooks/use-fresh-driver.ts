import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { updateRoleProfile } from '../../../lib/session.ts';
import { driverProfileQueryOptions } from '../api/get-driver-profile.ts';

/** The driver as the server knows it now (approval may have changed since login); the stored copy follows. */
export function useFreshDriver() {
  const query = useQuery({ ...driverProfileQueryOptions(), staleTime: 0 });
  useEffect(() => {
    if (query.data) updateRoleProfile('driver', query.data);
  }, [query.data]);
  return query;
}

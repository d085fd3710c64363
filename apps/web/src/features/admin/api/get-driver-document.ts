import { useQuery } from '@tanstack/react-query';
import type { DriverDocumentKind } from '@sokoni/domain/contracts/driver';
import { getBusinessPermit } from './get-business-permit.ts';
import { adminKeys } from './query-keys.ts';

export const driverDocumentUrl = (driverId: string, kind: DriverDocumentKind) => `/api/admin/drivers/${driverId}/documents/${kind}`;

/**
 * GET /api/admin/drivers/{id}/documents/{kind}: the ID or licence photo, private like permits, so
 * fetched with the admin's token and shown from memory; only once the admin asks to see it.
 */
export function useDriverDocument(url: string | null) {
  return useQuery({
    queryKey: adminKeys.permit(url),
    queryFn: () => getBusinessPermit(url!),
    enabled: url !== null,
    gcTime: 0,
    staleTime: Infinity,
  });
}

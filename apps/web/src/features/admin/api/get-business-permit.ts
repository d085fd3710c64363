import { i18n } from '../../../i18n/i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, errorFromResponse } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';
import { adminKeys } from './query-keys.ts';

/**
 * GET /api/admin/partners/{id}/business-permit as a file. Permits are private: the file is only
 * served to an admin (or the store) with its token, so it is fetched here and shown from memory.
 */
export async function getBusinessPermit(url: string): Promise<Blob> {
  const token = getSession().partner?.token;
  if (!token) throw new ApiError(401, 'unauthorized', i18n.t('noAuthToken'));
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(0, 'network', null);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    throw errorFromResponse(response.status, body);
  }
  return response.blob();
}

/** The file is fetched once per open drawer and never kept after it closes. */
export function useBusinessPermit(url: string | null) {
  return useQuery({
    queryKey: adminKeys.permit(url),
    queryFn: () => getBusinessPermit(url!),
    enabled: url !== null,
    gcTime: 0,
    staleTime: Infinity,
  });
}

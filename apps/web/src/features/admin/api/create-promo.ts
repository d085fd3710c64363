import type { TCreatePromo, TPromo } from '@sokoni/domain/contracts/promos';
import { api } from '../../../lib/api-client.ts';

/** POST /api/admin/promos: a new code (unique without case). */
export function createPromo(body: TCreatePromo): Promise<TPromo> {
  return api.post<TPromo>('/api/admin/promos', body, { auth: 'partner' });
}

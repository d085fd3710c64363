import type { TPromo } from '@sokoni/domain/contracts/promos';
import { api } from '../../../lib/api-client.ts';

/** POST /api/admin/promos/:id/pause or /resume: checkouts refuse a paused code until it is resumed. */
export function setPromoPaused(id: string, paused: boolean): Promise<TPromo> {
  return api.post<TPromo>(`/api/admin/promos/${id}/${paused ? 'pause' : 'resume'}`, undefined, { auth: 'partner' });
}

import { endOfKenyaDay, type TStoreHours } from '@sokoni/domain/opening-hours';
import type { TPauseRequest } from '@sokoni/domain/contracts/partner';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { PartnerRepository } from './partner.repository.ts';
import { toPartnerDto } from './partner.dto.ts';

/** When a pause asked for `minutes` ends; the end is stored, so the pause runs out with no timer. */
export function pauseEnd(minutes: TPauseRequest['minutes'], now: Date): Date {
  return minutes === 'endOfDay' ? endOfKenyaDay(now) : new Date(now.getTime() + minutes * 60_000);
}

/** Opening hours and pauses: the store's own owner only (the admin pauses through the audited console). */
export function createStoreHoursService(deps: { partners: PartnerRepository; now?: () => Date }) {
  const now = () => deps.now?.() ?? new Date();

  async function updateOwn(actor: Account, id: string, patch: Parameters<PartnerRepository['update']>[1]) {
    if (actor.kind !== 'partner' || actor.id !== id) throw forbidden('You can only change the hours of your own store.');
    const row = await deps.partners.update(id, patch);
    if (!row) throw notFound('Store not found.');
    return toPartnerDto(row);
  }

  return {
    setHours: (actor: Account, id: string, hours: TStoreHours) => updateOwn(actor, id, { openingHours: hours }),
    pause: (actor: Account, id: string, request: TPauseRequest) =>
      updateOwn(actor, id, { pausedUntil: pauseEnd(request.minutes, now()), pauseReason: request.reason || null }),
    /** Scheduled orders already placed keep the alert time they were given. */
    setPrepTime: (actor: Account, id: string, minutes: number) => updateOwn(actor, id, { prepMinutes: minutes }),
    resume: (actor: Account, id: string) => updateOwn(actor, id, { pausedUntil: null, pauseReason: null }),
  };
}
export type StoreHoursService = ReturnType<typeof createStoreHoursService>;

import { z } from 'zod';
import { zObjectId } from './common.ts';

/** At most this many shops per question: a grid's page of products comes from fewer. */
export const MAX_STORE_STATUS_IDS = 60;

export const ZStoreStatusQuery = z.object({
  ids: z
    .string()
    .transform((s) => [...new Set(s.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(zObjectId('ids')).min(1, 'ids must name at least one shop').max(MAX_STORE_STATUS_IDS, `ids must name at most ${MAX_STORE_STATUS_IDS} shops`)),
});

/** A shop's state for ordering now, as the store answer gives it (the same names). */
export const ZStoreStatus = z.object({
  _id: z.string(),
  openNow: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  paused: z.boolean(),
  pausedUntil: z.string().nullable(),
});
export type TStoreStatus = z.infer<typeof ZStoreStatus>;

export const ZStoreStatusResponse = z.object({ stores: z.array(ZStoreStatus) });
export type TStoreStatusResponse = z.infer<typeof ZStoreStatusResponse>;

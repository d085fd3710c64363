import { z } from 'zod';
import { MAX_DELIVERY_RADIUS_KM } from '../delivery-reach.ts';
import { parseLatLng } from '../geo.ts';

const oneValue = (v: unknown) => (Array.isArray(v) ? v[0] : v) as unknown;

/**
 * The place a list is sorted for: `near` is the picked town's or the device's 'lat,lng', `town` its
 * name (for the other-town part of the fee). Lists given `near` put the stores that deliver there
 * first, nearest first, and add `reach` to each store or product.
 */
export const ZNearQuery = z.object({
  near: z.preprocess(
    (v) => (oneValue(v) === '' ? undefined : oneValue(v)),
    z
      .string()
      .max(60)
      .refine((v) => parseLatLng(v) !== null, { message: "near must be a map point as 'lat,lng'" })
      .optional(),
  ),
  town: z.preprocess((v) => (oneValue(v) === '' ? undefined : oneValue(v)), z.string().trim().max(80).optional()),
});
export type TNearQuery = z.output<typeof ZNearQuery>;

/** Only in lists asked for with `near`: whether the store delivers there, how far it is, what delivery costs. */
export const ZStoreReach = z.object({
  deliversHere: z.boolean(),
  distanceKm: z.number(),
  radiusKm: z.number(),
  deliveryFee: z.number(),
});
export type TStoreReach = z.infer<typeof ZStoreReach>;

/** Product lists with `near` take the stores that deliver there (`near`) or the others (`far`). */
export const ZReachSection = z.enum(['near', 'far'], { error: "reach must be 'near' or 'far'" });

export const zDeliveryRadiusKm = z
  .number({ error: 'deliveryRadiusKm must be a number of kilometres' })
  .min(1, 'deliveryRadiusKm must be at least 1 km')
  .max(MAX_DELIVERY_RADIUS_KM, `deliveryRadiusKm must be at most ${MAX_DELIVERY_RADIUS_KM} km`);

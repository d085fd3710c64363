import { z } from 'zod';
import { TRACKING_STAGES } from '../tracking.ts';

export const ZAvailabilityRequest = z.object({ online: z.boolean({ error: 'online must be true or false' }) });
export type TAvailabilityRequest = z.infer<typeof ZAvailabilityRequest>;

export const ZAvailabilityResponse = z.object({
  online: z.boolean(),
  /** The server holds a recent position of the driver. */
  located: z.boolean(),
  message: z.string(),
});
export type TAvailabilityResponse = z.infer<typeof ZAvailabilityResponse>;

const finite = (name: string) => z.number({ error: `${name} must be a number` }).finite();

/** A position from the rider's phone (the browser's Geolocation API fields; speed in m/s). */
export const ZLocationRequest = z.object({
  lat: finite('lat').min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'),
  lng: finite('lng').min(-180, 'lng must be between -180 and 180').max(180, 'lng must be between -180 and 180'),
  accuracy: finite('accuracy').min(0).max(100_000).nullish(),
  heading: finite('heading').min(0).max(360).nullish(),
  speed: finite('speed').min(0).max(100).nullish(),
});
export type TLocationRequest = z.infer<typeof ZLocationRequest>;

export const ZLocationResponse = z.object({
  message: z.string(),
  /** How many customers are watching this position now (orders the rider carries). */
  sharedWith: z.number(),
});
export type TLocationResponse = z.infer<typeof ZLocationResponse>;

export const ZTrackingRider = z.object({
  name: z.string(),
  phone: z.string(),
  vehicle: z.string(),
  plate: z.string(),
  /** Null until the rider's phone shares a position (and again once it stops). */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  at: z.string().nullable(),
});

export const ZTrackingPoint = z.object({ lat: z.number(), lng: z.number() });

/** GET /api/orders/{id}/tracking: for the order's customer and the admin only. */
export const ZTracking = z.object({
  stage: z.enum(TRACKING_STAGES),
  rider: ZTrackingRider.nullable(),
  etaMinutes: z.number().nullable(),
  /** The map's other markers: the shops (name, point, still to collect) and the drop-off. */
  shops: z.array(ZTrackingPoint.extend({ name: z.string(), collected: z.boolean() })),
  home: ZTrackingPoint.nullable(),
});
export type TTracking = z.infer<typeof ZTracking>;


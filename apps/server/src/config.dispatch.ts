import { z } from 'zod';

/** Environment variables of dispatch, tracking and proof of delivery (merged into the main schema in config.ts). */
export const DispatchEnvShape = {
  DISPATCH_RADIUS_KM: z.coerce.number().min(0.5, 'must be at least 0.5 km').max(50, 'must be at most 50 km').default(3),
  DISPATCH_WAVE_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(1).max(600).default(30),
  RIDER_SPEED_KMH: z.coerce.number().min(5, 'must be at least 5 km/h').max(80, 'must be at most 80 km/h').default(22),
  DELIVERY_PIN: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
};

type DispatchEnv = z.output<z.ZodObject<typeof DispatchEnvShape>>;

export interface DispatchConfig {
  /** How far from the first pickup the first wave of an offer reaches (road km). */
  radiusKm: number;
  /** How long the first wave has the order to itself before every approved driver hears of it. */
  waveMs: number;
  /** A rider's average speed on town roads, for arrival estimates (RIDER_SPEED_KMH). */
  riderSpeedKmh: number;
  /** Whether new platform-delivery orders get a delivery PIN. */
  deliveryPin: boolean;
}

export function resolveDispatchConfig(env: DispatchEnv): DispatchConfig {
  return { radiusKm: env.DISPATCH_RADIUS_KM, waveMs: env.DISPATCH_WAVE_SECONDS * 1000, riderSpeedKmh: env.RIDER_SPEED_KMH, deliveryPin: env.DELIVERY_PIN === 'on' };
}

import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { httpOrigin } from './config.values.ts';

/** Environment variables of text messages (merged into the main schema in config.ts). */
export const SmsEnvShape = {
  SMS_PROVIDER: z.enum(['outbox', 'africastalking', 'off']).optional(),
  AT_USERNAME: z.string().min(1).optional(),
  AT_API_KEY: z.string().min(1).optional(),
  AT_SENDER_ID: z.string().regex(/^[A-Za-z0-9 ]{1,11}$|^\d{3,14}$/, 'must be an approved alphanumeric sender ID (at most 11 letters or digits) or a shortcode').optional(),
  AT_BASE_URL: httpOrigin.optional(),
  /** The secret part of the delivery-report address; derived from JWT_SECRET when not set. */
  SMS_CALLBACK_SECRET: z.string().min(16, 'must be at least 16 characters').regex(/^[A-Za-z0-9_-]+$/, 'may hold letters, digits, - and _ only').optional(),
  SMS_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  SMS_RETRY_DELAY_MS: z.coerce.number().int().min(10).default(30_000),
  /** A shop alert its dashboard has not acknowledged after this long is sent as an SMS too. */
  SMS_SHOP_ALERT_AFTER_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
};

type SmsEnv = z.output<z.ZodObject<typeof SmsEnvShape>> & { NODE_ENV: 'development' | 'production' | 'test'; JWT_SECRET?: string };

export type SmsProviderConfig =
  | { kind: 'off' }
  | { kind: 'outbox' }
  | { kind: 'africastalking'; username: string; apiKey: string; senderId: string | undefined; baseUrl: string };

export interface SmsConfig {
  provider: SmsProviderConfig;
  /** Delivery reports are accepted at /api/sms/delivery-reports/{callbackSecret} only. */
  callbackSecret: string;
  retryAttempts: number;
  retryDelayMs: number;
  shopAlertAfterSeconds: number;
}

const AFRICASTALKING = { live: 'https://api.africastalking.com', sandbox: 'https://api.sandbox.africastalking.com' } as const;

/** The SMS settings, or the reasons the configuration cannot start, each naming its variable. */
export function resolveSmsConfig(env: SmsEnv, jwtSecret: string): SmsConfig | string[] {
  const production = env.NODE_ENV === 'production';
  const kind = env.SMS_PROVIDER ?? (production ? 'off' : 'outbox');
  const problems: string[] = [];
  if (kind === 'outbox' && production) problems.push('SMS_PROVIDER: the outbox is a development stand-in and is refused when NODE_ENV=production (use africastalking, or off)');
  let provider: SmsProviderConfig = { kind: kind === 'africastalking' ? 'off' : kind };
  if (kind === 'africastalking') {
    if (!env.AT_USERNAME) problems.push('AT_USERNAME: required when SMS_PROVIDER=africastalking');
    if (!env.AT_API_KEY) problems.push('AT_API_KEY: required when SMS_PROVIDER=africastalking');
    const baseUrl = env.AT_BASE_URL ?? (env.AT_USERNAME === 'sandbox' ? AFRICASTALKING.sandbox : AFRICASTALKING.live);
    provider = { kind, username: env.AT_USERNAME ?? '', apiKey: env.AT_API_KEY ?? '', senderId: env.AT_SENDER_ID, baseUrl };
  }
  if (problems.length) return problems;
  return {
    provider,
    // Africa's Talking does not sign its reports: the unguessable path is what keeps forgeries out.
    callbackSecret: env.SMS_CALLBACK_SECRET ?? createHmac('sha256', jwtSecret).update('sms-delivery-reports').digest('base64url').slice(0, 32),
    retryAttempts: env.SMS_RETRY_ATTEMPTS,
    retryDelayMs: env.SMS_RETRY_DELAY_MS,
    shopAlertAfterSeconds: env.SMS_SHOP_ALERT_AFTER_SECONDS,
  };
}

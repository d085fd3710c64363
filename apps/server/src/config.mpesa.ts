import { z } from 'zod';
import type { DarajaCredentials } from './providers/mpesa/daraja-client.ts';

const httpOrigin = z
  .string()
  .refine((v) => /^https?:\/\/[^\s/]+/.test(v) && URL.canParse(v), 'must be an http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''));

/** Environment variables of M-Pesa payments (merged into the main schema in config.ts). */
export const MpesaEnvShape = {
  MPESA_ENV: z.enum(['off', 'simulator', 'sandbox', 'production']).optional(),
  MPESA_BASE_URL: httpOrigin.optional(),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  MPESA_SHORTCODE: z.string().regex(/^\d{5,7}$/, 'must be a paybill or till number (5 to 7 digits)').optional(),
  MPESA_PASSKEY: z.string().min(8, 'must be the Lipa na M-Pesa Online passkey').optional(),
  MPESA_TRANSACTION_TYPE: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']).default('CustomerPayBillOnline'),
  MPESA_TILL_NUMBER: z.string().regex(/^\d{5,7}$/, 'must be a till number (5 to 7 digits)').optional(),
  MPESA_CALLBACK_URL: httpOrigin.optional(),
};

type MpesaEnv = z.output<z.ZodObject<typeof MpesaEnvShape>> & { NODE_ENV: 'development' | 'production' | 'test' };

export type MpesaConfig =
  | { env: 'off' }
  | (Omit<DarajaCredentials, 'timeoutMs'> & {
      env: 'simulator' | 'sandbox' | 'production';
      /** The public origin Safaricom calls back; callback paths are added to it. */
      callbackOrigin: string;
    });

/** Where the simulator is served on this server. */
export const SIMULATOR_PREFIX = '/dev/mpesa-simulator';

/**
 * Credentials the simulator accepts when none are set. The passkey is the one Safaricom publishes
 * for its sandbox shortcode 174379: nothing secret, and no money can move with it.
 */
export const SIMULATOR_DEFAULTS = {
  consumerKey: 'sokoni-simulator',
  consumerSecret: 'no-money-moves',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
};

const SAFARICOM = { sandbox: 'https://sandbox.safaricom.co.ke', production: 'https://api.safaricom.co.ke' } as const;

/** The M-Pesa settings, or the reasons the configuration cannot start, each naming its variable. */
export function resolveMpesaConfig(env: MpesaEnv, place: { host: string; port: number; publicUrl: string }): MpesaConfig | string[] {
  const mode = env.MPESA_ENV ?? (env.NODE_ENV === 'development' ? 'simulator' : 'off');
  if (mode === 'off') return { env: 'off' };
  if (mode === 'simulator' && env.NODE_ENV === 'production') return ['MPESA_ENV: simulator is for development only and is refused when NODE_ENV=production'];
  const simulator = mode === 'simulator';
  const problems: string[] = [];
  const required = (name: 'MPESA_CONSUMER_KEY' | 'MPESA_CONSUMER_SECRET' | 'MPESA_SHORTCODE' | 'MPESA_PASSKEY', fallback: string) => {
    const value = env[name] ?? (simulator ? fallback : undefined);
    if (!value) problems.push(`${name}: required when MPESA_ENV=${mode}`);
    return value ?? '';
  };
  const consumerKey = required('MPESA_CONSUMER_KEY', SIMULATOR_DEFAULTS.consumerKey);
  const consumerSecret = required('MPESA_CONSUMER_SECRET', SIMULATOR_DEFAULTS.consumerSecret);
  const shortcode = required('MPESA_SHORTCODE', SIMULATOR_DEFAULTS.shortcode);
  const passkey = required('MPESA_PASSKEY', SIMULATOR_DEFAULTS.passkey);
  const buyGoods = env.MPESA_TRANSACTION_TYPE === 'CustomerBuyGoodsOnline';
  if (buyGoods && !env.MPESA_TILL_NUMBER) problems.push('MPESA_TILL_NUMBER: required when MPESA_TRANSACTION_TYPE=CustomerBuyGoodsOnline');
  const callbackOrigin = env.MPESA_CALLBACK_URL ?? place.publicUrl;
  if (mode === 'production' && !callbackOrigin.startsWith('https://')) problems.push('MPESA_CALLBACK_URL: must be an https URL when MPESA_ENV=production (set it, or PUBLIC_URL)');
  if (problems.length) return problems;
  // The simulator runs inside this server, so it is reached on the address the server listens on.
  const ownHost = ['0.0.0.0', '::'].includes(place.host) ? '127.0.0.1' : place.host.includes(':') ? `[${place.host}]` : place.host;
  const baseUrl = env.MPESA_BASE_URL ?? (simulator ? `http://${ownHost}:${place.port}${SIMULATOR_PREFIX}` : SAFARICOM[mode]);
  return {
    env: mode,
    baseUrl,
    consumerKey,
    consumerSecret,
    shortcode,
    passkey,
    transactionType: env.MPESA_TRANSACTION_TYPE,
    partyB: buyGoods ? env.MPESA_TILL_NUMBER! : shortcode,
    callbackOrigin,
  };
}

import { z } from 'zod';
import { httpOrigin } from './config.values.ts';
import type { DarajaCredentials } from './providers/mpesa/daraja-client.ts';

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
  /** B2C (refunds): the shortcode the money goes back from, and the API operator allowed to send it. */
  MPESA_B2C_SHORTCODE: z.string().regex(/^\d{5,7}$/, 'must be a B2C shortcode (5 to 7 digits)').optional(),
  MPESA_INITIATOR_NAME: z.string().min(1).max(100).optional(),
  MPESA_SECURITY_CREDENTIAL: z.string().min(16, "must be the initiator's password encrypted with Safaricom's certificate (base64)").optional(),
  MPESA_QUERY_AFTER_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(1).max(3600).default(60),
  PAYMENT_EXPIRY_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(10).max(86_400).default(600),
  /** Comma-separated addresses Safaricom calls back from; a callback from elsewhere is logged, not refused. */
  MPESA_CALLBACK_IPS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean)),
};

/** How the server follows up M-Pesa payments, whatever the Daraja it talks to. */
export interface PaymentTimings {
  /** A prompt with no callback this long after it was sent is asked about (lost callbacks). */
  queryAfterSeconds: number;
  /** An order still unpaid this long after it was placed expires and its stock goes back. */
  expirySeconds: number;
  /** Safaricom's published callback addresses; empty means not checked. */
  callbackIps: string[];
}

type MpesaEnv = z.output<z.ZodObject<typeof MpesaEnvShape>> & { NODE_ENV: 'development' | 'production' | 'test' };

export type MpesaConfig =
  | { env: 'off' }
  | (Omit<DarajaCredentials, 'timeoutMs'> & {
      env: 'simulator' | 'sandbox' | 'production';
      /** The public origin Safaricom calls back; callback paths are added to it. */
      callbackOrigin: string;
      /** B2C payments (refunds to the paying phone). */
      b2c: { shortcode: string; initiatorName: string; securityCredential: string };
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
  /** Safaricom's sandbox B2C shortcode and test operator: nothing secret. */
  b2cShortcode: '600000',
  initiatorName: 'testapi',
  securityCredential: 'sokoni-simulator-security-credential',
};

const SAFARICOM = { sandbox: 'https://sandbox.safaricom.co.ke', production: 'https://api.safaricom.co.ke' } as const;

/** The M-Pesa settings, or the reasons the configuration cannot start, each naming its variable. */
export function resolveMpesaConfig(env: MpesaEnv, place: { host: string; port: number; publicUrl: string }): MpesaConfig | string[] {
  const keysGiven = (['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_PASSKEY'] as const).filter((name) => env[name]);
  // Keys without a chosen Daraja would silently go unused (or reach the wrong one): say so.
  if (!env.MPESA_ENV && keysGiven.length) return [`MPESA_ENV: set it to sandbox or production to use ${keysGiven.join(', ')}`];
  const mode = env.MPESA_ENV ?? (env.NODE_ENV === 'development' ? 'simulator' : 'off');
  if (mode === 'off') return { env: 'off' };
  if (mode === 'simulator' && env.NODE_ENV === 'production') return ['MPESA_ENV: simulator is for development only and is refused when NODE_ENV=production'];
  const simulator = mode === 'simulator';
  const problems: string[] = [];
  const required = (name: 'MPESA_CONSUMER_KEY' | 'MPESA_CONSUMER_SECRET' | 'MPESA_SHORTCODE' | 'MPESA_PASSKEY' | 'MPESA_B2C_SHORTCODE' | 'MPESA_INITIATOR_NAME' | 'MPESA_SECURITY_CREDENTIAL', fallback: string) => {
    const value = env[name] ?? (simulator ? fallback : undefined);
    if (!value) problems.push(`${name}: required when MPESA_ENV=${mode}`);
    return value ?? '';
  };
  const consumerKey = required('MPESA_CONSUMER_KEY', SIMULATOR_DEFAULTS.consumerKey);
  const consumerSecret = required('MPESA_CONSUMER_SECRET', SIMULATOR_DEFAULTS.consumerSecret);
  const shortcode = required('MPESA_SHORTCODE', SIMULATOR_DEFAULTS.shortcode);
  const passkey = required('MPESA_PASSKEY', SIMULATOR_DEFAULTS.passkey);
  // Refunds go back by B2C: without its operator, a paid order could not be refunded.
  const b2c = {
    shortcode: required('MPESA_B2C_SHORTCODE', SIMULATOR_DEFAULTS.b2cShortcode),
    initiatorName: required('MPESA_INITIATOR_NAME', SIMULATOR_DEFAULTS.initiatorName),
    securityCredential: required('MPESA_SECURITY_CREDENTIAL', SIMULATOR_DEFAULTS.securityCredential),
  };
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
    b2c,
  };
}

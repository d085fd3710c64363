import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { z } from 'zod';
import { StorageEnvShape, resolveStorageConfig, type StorageConfig } from './config.storage.ts';
import { SmsEnvShape, resolveSmsConfig, type SmsConfig } from './config.sms.ts';
import { MpesaEnvShape, resolveMpesaConfig, type MpesaConfig, type PaymentTimings } from './config.mpesa.ts';
import { DispatchEnvShape, resolveDispatchConfig, type DispatchConfig } from './config.dispatch.ts';
import { PushEnvShape, resolvePushConfig, type PushConfig } from './config.push.ts';
import { PasswordEnvShape, resolvePasswordHashCost } from './config.passwords.ts';
import { RateLimitEnvShape, resolveRateLimitConfig, type RateLimitConfig } from './config.rate-limits.ts';
import { UssdEnvShape, resolveUssdConfig, type UssdConfig } from './config.ussd.ts';
import { boolFlag } from './config.values.ts';
import type { PasswordHashCost } from './lib/password.ts';

const httpUrl = z
  .string()
  .refine((v) => /^https?:\/\/[^\s/]+/.test(v), 'must be an http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\/[^\s]+$/.test(v) && URL.canParse(v), 'must be a redis:// or rediss:// URL')
    .optional(),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int('must be a whole number of milliseconds').min(100).max(60_000).default(3000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int('must be a whole number of milliseconds').min(100).max(600_000).default(5000),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL: z.string().regex(/^\d+[smhd]$/, 'must look like 7d, 12h or 30m').default('7d'),
  ADMIN_EMAILS: z
    .string()
    .default('admin@sokoni.co.ke')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((list) => list.every((e) => z.email().safeParse(e).success), 'must be comma-separated e-mail addresses'),
  SEED_DEMO: boolFlag.optional(),
  SEED_DEMO_HOURS: z.enum(['described', 'all-day']).default('described'),
  ...PasswordEnvShape,
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((o) => /^https?:\/\/[^/]+$/.test(o)), 'must be comma-separated origins like https://shop.example'),
  PUBLIC_URL: z.url({ error: 'must be a URL like https://sokoni.example' }).optional(),
  WEB_DIST: z.string().optional(),
  API_DOCS: boolFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  ROAD_FACTOR: z.coerce.number().min(1).max(3).default(1.35),
  DELIVERY_RADIUS_KM: z.coerce.number().min(1).max(1000).default(10),
  CATALOGUE_CACHE_MS: z.coerce.number().int('must be a whole number of milliseconds').min(0).max(60_000).default(5000),
  MAX_UPLOAD_MB: z.coerce.number().min(1).max(50).default(5),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  TRUST_PROXY: z.coerce.number().int('must be a whole number of proxy hops').min(0).max(10).default(0),
  GEO_PROVIDER: z.enum(['offline', 'nominatim', 'photon']).default('offline'),
  GEOCODER_URL: httpUrl.optional(),
  DISTANCE_PROVIDER: z.enum(['offline', 'osrm']).default('offline'),
  OSRM_URL: httpUrl.default('https://router.project-osrm.org'),
  GEO_TIMEOUT_MS: z.coerce.number().int().min(200).max(30000).default(4000),
  MAP_TILE_URL: httpUrl
    .refine((v) => ['{z}', '{x}', '{y}'].every((part) => v.includes(part)), 'must contain {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(500).optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/[^\s/]+/.test(v) && URL.canParse(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .refine((v) => mailboxAddress(v) !== null, 'must be an address like no-reply@sokoni.example or Sokoni <no-reply@sokoni.example>')
    .optional(),
  CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  MAIL_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  MAX_OPEN_ORDERS: z.coerce
    .number()
    .int('must be a whole number of orders')
    .min(0, 'must be 0 (no limit) or more')
    .max(1000, 'must be at most 1000')
    .default(3),
  PROBLEM_REPORT_HOURS: z.coerce.number().int('must be a whole number of hours').min(1).max(24 * 30).default(24),
  PROBLEM_SLA_HOURS: z.coerce.number().int('must be a whole number of hours').min(1).max(24 * 30).default(24),
  COMMISSION_PERCENT: z.coerce
    .number()
    .min(0, 'must be a percentage from 0 to 100')
    .max(100, 'must be a percentage from 0 to 100')
    .refine((v) => Math.round(v * 100) === v * 100, 'must have at most two decimals')
    .default(10),
  RIDER_SHARE_PERCENT: z.coerce
    .number()
    .min(0, 'must be a percentage from 0 to 100')
    .max(100, 'must be a percentage from 0 to 100')
    .refine((v) => Math.round(v * 100) === v * 100, 'must have at most two decimals')
    .default(80),
  CREDIT_EXPIRY_DAYS: z.coerce.number().int('must be a whole number of days').min(1).max(3650).default(180),
  RIDER_CASH_LIMIT: z.coerce.number().int('must be a whole number of shillings').min(0).max(10_000_000).default(5000),
  PAYOUT_MINIMUM: z.coerce.number().int('must be a whole number of shillings').min(10, "must be at least 10 (M-Pesa's B2C minimum)").max(1_000_000).default(100),
  JOBS_POLL_MS: z.coerce.number().int('must be a whole number of milliseconds').min(50).max(60_000).default(1000),
  JOBS_LEASE_MS: z.coerce.number().int('must be a whole number of milliseconds').min(1000).max(3_600_000).default(120_000),
  ACCEPT_MINUTES: z.coerce.number().int('must be a whole number of minutes').min(1).max(240).default(10),
  SUBSTITUTION_MINUTES: z.coerce.number().int('must be a whole number of minutes').min(1).max(120).default(10),
  ...RateLimitEnvShape,
  ...StorageEnvShape,
  ...MpesaEnvShape,
  ...SmsEnvShape,
  ...DispatchEnvShape,
  ...PushEnvShape,
  ...UssdEnvShape,
});

/** The bare address of 'name@host' or 'Name <name@host>', or null when it is neither. */
function mailboxAddress(value: string): string | null {
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
  return z.email().safeParse(address.trim()).success ? address.trim() : null;
}

/** Public default endpoints of the online geocoders, used when GEOCODER_URL is not set. */
const GEOCODER_DEFAULT_URL = { nominatim: 'https://nominatim.openstreetmap.org', photon: 'https://photon.komoot.io' } as const;

export type Env = z.input<typeof EnvSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** The local uploads directory (used when storage.kind is 'local'). */
  uploadsDir: string;
  /** Where uploads live: DATA_DIR/uploads by default, an S3-compatible bucket with STORAGE=s3. */
  storage: StorageConfig;
  databaseUrl: string | undefined;
  /** Deadlines of PostgreSQL connections and statements (see docs/decisions/013-timeouts-and-reconnects.md). */
  db: DatabaseTimeouts;
  /** Deadlines of HTTP connections (fixed, see docs/decisions/013-timeouts-and-reconnects.md). */
  http: HttpTimeouts;
  /** Shared state between processes in Redis (socket.io rooms, rate-limit counters) instead of PostgreSQL. */
  redisUrl: string | undefined;
  jwtSecret: string;
  jwtTtl: string;
  adminEmails: string[];
  seedDemo: boolean;
  /** The demo shops' hours: those their descriptions state, or open all day (journeys that run at any hour). */
  seedDemoHours: 'described' | 'all-day';
  /** fast: cheap password hashes for test runs; refused unless NODE_ENV=test. */
  passwordHashCost: PasswordHashCost;
  corsOrigins: string[];
  publicUrl: string;
  webDist: string | undefined;
  /** The OpenAPI page at /docs: on by default, in production only with API_DOCS=1. */
  apiDocs: boolean;
  logLevel: string;
  /** pretty: one readable line per event (development); json: pino's JSON lines (production). */
  logFormat: 'pretty' | 'json';
  roadFactor: number;
  /** How far a store delivers when it has not set its own radius (straight line, km). */
  deliveryRadiusKm: number;
  /** How long a process keeps public catalogue answers at most (dropped at once on any change); 0 keeps none. */
  catalogueCacheMs: number;
  maxUploadBytes: number;
  /** Proxy hops whose X-Forwarded-For is believed; 0 means the TCP peer is the client. */
  trustProxyHops: number;
  /** Bearer token for /metrics from other machines; without it only the machine itself may read them. */
  metricsToken: string | undefined;
  geoProvider: 'offline' | 'nominatim' | 'photon';
  /** The online geocoder's base URL (unused with the offline provider). */
  geocoderUrl: string | undefined;
  distanceProvider: 'offline' | 'osrm';
  osrmUrl: string;
  geoTimeoutMs: number;
  mapTileUrl: string;
  /** HTML credit for the tiles; undefined means the OpenStreetMap credit. */
  mapTileAttribution: string | undefined;
  mail: MailConfig;
  rateLimits: RateLimitConfig;
  /** Orders no shop has accepted yet (or paid ahead and unpaid) one customer may have at a time; 0 means no limit. */
  maxOpenOrders: number;
  /** How often an idle process looks for due background jobs (modules/jobs). */
  jobsPollMs: number;
  /** How long a process holds a job it claimed: a job held by a process that died runs again after it. */
  jobsLeaseMs: number;
  /** Problem reports: how long after delivery they are taken, and how long the admin has to decide. */
  problems: { reportHours: number; slaHours: number };
  /** A new sub-order no shop accepted within this many minutes is declined by itself. */
  acceptMinutes: number;
  /** A proposed replacement the customer did not answer within this many minutes: the item is removed. */
  substitutionMinutes: number;
  /** The ledger's rates and the rider cash limit (docs/decisions/021-ledger.md). */
  money: MoneyConfig;
  /** M-Pesa (Daraja) payments: off, the development simulator, Safaricom's sandbox or production. */
  mpesa: MpesaConfig;
  /** Text messages: the local outbox, Africa's Talking, or none. */
  sms: SmsConfig;
  payments: PaymentTimings;
  /** Nearest-first dispatch waves and the delivery PIN. */
  dispatch: DispatchConfig;
  /** Web Push: the VAPID keys and the push services' hosts messages may go to (decision 035). */
  push: PushConfig;
  /** The USSD menu: off without USSD_SECRET. */
  ussd: UssdConfig;
}

export interface MoneyConfig {
  /** Commission on each sub-order's items unless the store has its own rate. */
  commissionPercent: number;
  /** The rider's share of the delivery fee. */
  riderSharePercent: number;
  /** Shillings a rider may owe Sokoni (cash held less earnings) and still take cash orders. */
  riderCashLimit: number;
  /** 'Pay all due' pays only balances of at least this many shillings. */
  payoutMinimum: number;
  /** How long Sokoni credit can be spent after it was given (CREDIT_EXPIRY_DAYS). */
  creditExpiryDays: number;
}

export interface DatabaseTimeouts {
  /** Longest wait for a connection (a new one, or a free one from the pool). */
  connectTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer; the client gives up a little later if no answer comes at all. */
  statementTimeoutMs: number;
}

export interface HttpTimeouts {
  /** A socket silent this long in both directions is closed (Fastify's connectionTimeout). */
  idleMs: number;
  /** The whole request (headers and body) must arrive within this. */
  requestMs: number;
  /** The headers must arrive within this; a connection that never sends a byte is closed after it. */
  headersMs: number;
  /** An idle keep-alive connection stays open this long, longer than load balancers' usual 60 s. */
  keepAliveMs: number;
}

/** Why these values: docs/decisions/013-timeouts-and-reconnects.md. */
export const HTTP_TIMEOUTS: HttpTimeouts = { idleMs: 60_000, requestMs: 120_000, headersMs: 15_000, keepAliveMs: 72_000 };

export interface MailConfig {
  /** Without it mail stays in the local outbox (the mail_outbox table) and is only logged. */
  smtpUrl: string | undefined;
  from: string;
  /** The operator's inbox: contact-form messages go here and nowhere else. */
  contactEmail: string;
  retryAttempts: number;
  /** The wait before the first retry; each later retry waits twice as long. */
  retryDelayMs: number;
}

export type { RateLimitConfig };

export class ConfigError extends Error {}

/** In development the JWT secret is generated once and kept beside the data, so logins survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  const passwordHashCost = resolvePasswordHashCost(env);
  if (Array.isArray(passwordHashCost)) throw new ConfigError(`Invalid configuration:\n  ${passwordHashCost.join('\n  ')}`);
  const dataDir = resolve(env.DATA_DIR);
  const storage = resolveStorageConfig(env, dataDir);
  if (Array.isArray(storage)) throw new ConfigError(`Invalid configuration:\n  ${storage.join('\n  ')}`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const mpesa = resolveMpesaConfig(env, { host: env.HOST, port: env.PORT, publicUrl });
  if (Array.isArray(mpesa)) throw new ConfigError(`Invalid configuration:\n  ${mpesa.join('\n  ')}`);
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  const jwtSecret = env.JWT_SECRET ?? developmentSecret(dataDir);
  const sms = resolveSmsConfig(env, jwtSecret);
  if (Array.isArray(sms)) throw new ConfigError(`Invalid configuration:\n  ${sms.join('\n  ')}`);
  // The operator's inbox: contact-form messages, and the address push services may write to.
  const contactEmail = (env.CONTACT_EMAIL ?? env.ADMIN_EMAILS[0] ?? 'admin@sokoni.co.ke').toLowerCase();
  const push = resolvePushConfig(env, dataDir, contactEmail);
  if (Array.isArray(push)) throw new ConfigError(`Invalid configuration:\n  ${push.join('\n  ')}`);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    storage,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    db: { connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS },
    http: { ...HTTP_TIMEOUTS },
    jwtSecret,
    jwtTtl: env.JWT_TTL,
    adminEmails: env.ADMIN_EMAILS,
    // Demo accounts have published passwords: a production start adds them only when asked to.
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    seedDemoHours: env.SEED_DEMO_HOURS,
    passwordHashCost,
    corsOrigins: env.CORS_ORIGINS,
    publicUrl,
    webDist: env.WEB_DIST,
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty'),
    roadFactor: env.ROAD_FACTOR,
    deliveryRadiusKm: env.DELIVERY_RADIUS_KM,
    catalogueCacheMs: env.CATALOGUE_CACHE_MS,
    maxUploadBytes: env.MAX_UPLOAD_MB * 1024 * 1024,
    trustProxyHops: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    geoProvider: env.GEO_PROVIDER,
    geocoderUrl: env.GEO_PROVIDER === 'offline' ? undefined : (env.GEOCODER_URL ?? GEOCODER_DEFAULT_URL[env.GEO_PROVIDER]),
    distanceProvider: env.DISTANCE_PROVIDER,
    osrmUrl: env.OSRM_URL,
    geoTimeoutMs: env.GEO_TIMEOUT_MS,
    mapTileUrl: env.MAP_TILE_URL,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Sokoni <no-reply@${new URL(publicUrl).hostname}>`,
      contactEmail,
      retryAttempts: env.MAIL_RETRY_ATTEMPTS,
      retryDelayMs: env.MAIL_RETRY_DELAY_MS,
    },
    maxOpenOrders: env.MAX_OPEN_ORDERS,
    jobsPollMs: env.JOBS_POLL_MS,
    jobsLeaseMs: env.JOBS_LEASE_MS,
    problems: { reportHours: env.PROBLEM_REPORT_HOURS, slaHours: env.PROBLEM_SLA_HOURS },
    acceptMinutes: env.ACCEPT_MINUTES,
    substitutionMinutes: env.SUBSTITUTION_MINUTES,
    money: {
      commissionPercent: env.COMMISSION_PERCENT,
      riderSharePercent: env.RIDER_SHARE_PERCENT,
      riderCashLimit: env.RIDER_CASH_LIMIT,
      payoutMinimum: env.PAYOUT_MINIMUM,
      creditExpiryDays: env.CREDIT_EXPIRY_DAYS,
    },
    mpesa,
    sms,
    payments: { queryAfterSeconds: env.MPESA_QUERY_AFTER_SECONDS, expirySeconds: env.PAYMENT_EXPIRY_SECONDS, callbackIps: env.MPESA_CALLBACK_IPS },
    dispatch: resolveDispatchConfig(env),
    push,
    ussd: resolveUssdConfig(env),
    rateLimits: resolveRateLimitConfig(env),
  };
}

import { join } from 'node:path';
import { z } from 'zod';
import type { S3Config } from './providers/storage/s3-storage.ts';

/** Environment variables choosing where uploads live (merged into the main schema in config.ts). */
export const StorageEnvShape = {
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z
    .string()
    .refine((v) => /^https?:\/\/[^\s/]+/.test(v) && URL.canParse(v), 'must be an http(s) URL')
    .optional(),
  // Bucket names as S3 allows them: lower case, digits, dots and hyphens.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, dots or hyphens)')
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name like af-south-1').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9][A-Za-z0-9._-]*\/?)+$/, 'must be a key prefix like sokoni/ (letters, digits, . _ - and /)')
    .transform((v) => (v.endsWith('/') ? v : `${v}/`))
    .optional(),
  S3_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .default(true),
  S3_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
};

type StorageEnv = z.output<z.ZodObject<typeof StorageEnvShape>>;

export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Config);

/** The storage backend's settings, or the list of missing variables when STORAGE=s3 is incomplete. */
export function resolveStorageConfig(env: StorageEnv, dataDir: string): StorageConfig | string[] {
  if (env.STORAGE === 'local') return { kind: 'local', dir: join(dataDir, 'uploads') };
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
  if (missing.length) return missing.map((name) => `${name}: required when STORAGE=s3`);
  return {
    kind: 's3',
    endpoint: (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    prefix: env.S3_PREFIX ?? '',
    pathStyle: env.S3_PATH_STYLE,
    timeoutMs: env.S3_TIMEOUT_MS,
  };
}

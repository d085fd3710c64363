import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

const base64url = /^[A-Za-z0-9_-]+$/;

/** Environment variables of Web Push (merged into the main schema in config.ts); decision 035. */
export const PushEnvShape = {
  PUSH: z.enum(['on', 'off']).optional(),
  VAPID_PUBLIC_KEY: z.string().regex(base64url, 'must be base64url (no padding)').length(87, 'must be an uncompressed P-256 public key: 87 base64url characters').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(base64url, 'must be base64url (no padding)').length(43, 'must be a P-256 private key: 43 base64url characters').optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((v) => /^mailto:[^\s@]+@[^\s@]+$/.test(v) || (/^https:\/\/[^\s/]+/.test(v) && URL.canParse(v)), 'must be a mailto: address or an https: URL')
    .optional(),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && list.every((h) => /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(h)), 'must be comma-separated host names, each optionally starting with *.')
    .optional(),
};

/** The push services of Chrome/Android, Firefox, Safari/iOS and Edge (issue 30). */
export const DEFAULT_PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'] as const;

type PushEnv = z.output<z.ZodObject<typeof PushEnvShape>> & { NODE_ENV: 'development' | 'production' | 'test' };

export type PushConfig =
  | { enabled: false; reason: string; endpointHosts: string[]; allowLoopback: boolean }
  | {
      enabled: true;
      publicKey: string;
      privateKey: string;
      subject: string;
      /** 'environment' when the operator configured them, 'data-dir' for the development pair. */
      keysFrom: 'environment' | 'data-dir';
      endpointHosts: string[];
      /** Outside production, http://127.0.0.1:* and http://localhost:* endpoints stand in for a push service. */
      allowLoopback: boolean;
    };

interface KeyPair {
  publicKey: string;
  privateKey: string;
}

/** In development the pair is made once and kept beside the data, so phones stay subscribed across restarts. */
function developmentKeys(dataDir: string): KeyPair {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeyPair>;
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  const pair = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
  return pair;
}

/** The push settings, or the reasons the configuration cannot start, each naming its variable. */
export function resolvePushConfig(env: PushEnv, dataDir: string, contactEmail: string): PushConfig | string[] {
  const production = env.NODE_ENV === 'production';
  const endpointHosts = env.PUSH_ENDPOINT_HOSTS ?? [...DEFAULT_PUSH_HOSTS];
  const allowLoopback = !production;
  const problems: string[] = [];
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  if (env.VAPID_PUBLIC_KEY && !env.VAPID_PUBLIC_KEY.startsWith('B')) problems.push('VAPID_PUBLIC_KEY: must be an uncompressed P-256 point (it starts with B)');
  if (problems.length) return problems;
  if (env.PUSH === 'off') return { enabled: false, reason: 'off (PUSH=off)', endpointHosts, allowLoopback };
  const subject = env.VAPID_SUBJECT ?? `mailto:${contactEmail}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { enabled: true, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject, keysFrom: 'environment', endpointHosts, allowLoopback };
  }
  // A key pair made on a server's disk would change with every new machine and silently unsubscribe everyone.
  if (production) return { enabled: false, reason: 'off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to turn it on', endpointHosts, allowLoopback };
  return { enabled: true, ...developmentKeys(dataDir), subject, keysFrom: 'data-dir', endpointHosts, allowLoopback };
}

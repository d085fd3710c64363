import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/**
 * normal: the cost every real account is hashed at. fast: 16 times cheaper, for test runs only
 * (the config refuses it outside NODE_ENV=test); every hash carries its own N, r and p, so hashes
 * made at either cost verify under both.
 */
export type PasswordHashCost = 'normal' | 'fast';
const PARAMS: Record<PasswordHashCost, { N: number; r: number; p: number }> = {
  normal: { N: 16384, r: 8, p: 1 },
  fast: { N: 1024, r: 8, p: 1 },
};
const KEY_LENGTH = 64;

/** scrypt from node:crypto (no native add-on): 'scrypt$N$r$p$salt$hash'. */
export async function hashPassword(password: string, cost: PasswordHashCost = 'normal'): Promise<string> {
  const params = PARAMS[cost];
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Used when no account matches, so a wrong identifier costs as much time as a wrong password. */
  burnCheck(password: string): Promise<void>;
}

/** Hashing at the app's configured cost; verifying whatever cost a stored hash names. */
export function createPasswords(cost: PasswordHashCost): Passwords {
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hashPassword(password, cost),
    verify: verifyPassword,
    async burnCheck(password) {
      dummyHash ??= hashPassword('not-a-real-password', cost);
      await verifyPassword(password, await dummyHash);
    },
  };
}

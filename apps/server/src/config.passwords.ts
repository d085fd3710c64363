import { z } from 'zod';
import type { PasswordHashCost } from './lib/password.ts';

export const PasswordEnvShape = {
  PASSWORD_HASH_COST: z.enum(['normal', 'fast']).default('normal'),
};

/**
 * The scrypt cost of new password hashes. Cheap hashes would make stolen password hashes cheap to
 * crack: only test runs may ask for them. Answers the problems found, or the cost.
 */
export function resolvePasswordHashCost(env: { PASSWORD_HASH_COST: PasswordHashCost; NODE_ENV: string }): PasswordHashCost | string[] {
  if (env.PASSWORD_HASH_COST === 'fast' && env.NODE_ENV !== 'test') {
    return [`PASSWORD_HASH_COST: fast is for test runs only and is refused when NODE_ENV=${env.NODE_ENV}`];
  }
  return env.PASSWORD_HASH_COST;
}

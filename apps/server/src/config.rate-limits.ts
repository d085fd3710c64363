import { z } from 'zod';
import { boolFlag } from './config.values.ts';

export const RateLimitEnvShape = {
  RATE_LIMIT_DISABLED: boolFlag.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_RESET_PER_HOUR: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_RESET_ATTEMPTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_SIGNUP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_REVIEWS_PER_HOUR: z.coerce.number().int().min(1).default(20),
};

type RateLimitEnv = { [K in keyof typeof RateLimitEnvShape]: z.output<(typeof RateLimitEnvShape)[K]> };

export interface RateLimitConfig {
  disabled: boolean;
  /** Per IP address and route, for the routes that send mail or check reset tokens. */
  perMinute: number;
  /** Reset links asked for one e-mail address. */
  resetPerHour: number;
  /** Reset-password attempts for one e-mail address. */
  resetAttemptsPerHour: number;
  /** Contact messages sent from one visitor address. */
  contactPerHour: number;
  /** Login attempts (customer, store and driver) per IP address. */
  loginPerMinute: number;
  /** Login attempts naming one identifier, from anywhere: slows password guessing on one account. */
  loginPerAccountPerHour: number;
  /** Accounts created per IP address. */
  signupPerHour: number;
  /** Ratings and comments (stores and products together) per customer account. */
  reviewsPerHour: number;
}

export function resolveRateLimitConfig(env: RateLimitEnv): RateLimitConfig {
  return {
    disabled: env.RATE_LIMIT_DISABLED,
    perMinute: env.RATE_LIMIT_PER_MINUTE,
    resetPerHour: env.RATE_LIMIT_RESET_PER_HOUR,
    resetAttemptsPerHour: env.RATE_LIMIT_RESET_ATTEMPTS_PER_HOUR,
    contactPerHour: env.RATE_LIMIT_CONTACT_PER_HOUR,
    loginPerMinute: env.RATE_LIMIT_LOGIN_PER_MINUTE,
    loginPerAccountPerHour: env.RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_HOUR,
    signupPerHour: env.RATE_LIMIT_SIGNUP_PER_HOUR,
    reviewsPerHour: env.RATE_LIMIT_REVIEWS_PER_HOUR,
  };
}

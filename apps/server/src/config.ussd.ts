import { z } from 'zod';

/** The USSD menu (issue 34, decision 039): on only with a secret, which is part of the callback's path. */
export const UssdEnvShape = {
  USSD_SECRET: z.string().min(16, 'must be at least 16 characters').regex(/^[A-Za-z0-9_-]+$/, 'may hold letters, digits, - and _ only').optional(),
  /** The code customers dial, as registered with Africa's Talking; shown by the simulator and the docs. */
  USSD_SERVICE_CODE: z.string().regex(/^\*[0-9*]+#$/, 'must look like *384*123#').default('*384*7654#'),
};

export interface UssdConfig {
  /** Null: the menu is off and its callback path does not exist. */
  secret: string | null;
  serviceCode: string;
}

export function resolveUssdConfig(env: { USSD_SECRET?: string | undefined; USSD_SERVICE_CODE: string }): UssdConfig {
  return { secret: env.USSD_SECRET ?? null, serviceCode: env.USSD_SERVICE_CODE };
}

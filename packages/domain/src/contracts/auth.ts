import { z } from 'zod';
import { requiredText, zEmail, zKenyanPhone, zLocation, zPassword } from './common.ts';

export const ACCOUNT_KINDS = ['user', 'partner', 'driver'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const ZLoginRequest = z.object({
  identifier: requiredText('identifier'),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(128),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({
  token: z.string(),
  role: z.enum(['user', 'partner']),
  isAdmin: z.boolean(),
  partnerRole: z.enum(['partner', 'admin']).optional(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** Customer sign-up: every field is required. */
export const ZUserSignupRequest = z.object({
  username: requiredText('username', 40).regex(/^[A-Za-z0-9_.-]+$/, 'username may only use letters, digits, dots, dashes and underscores'),
  names: requiredText('names', 120),
  email: zEmail(),
  phoneNumber: zKenyanPhone(),
  town: requiredText('town', 80),
  password: zPassword,
  location: zLocation(),
});
export type TUserSignupRequest = z.input<typeof ZUserSignupRequest>;

export const ZUserProfileUpdate = z
  .object({
    names: requiredText('names', 120),
    email: zEmail(),
    phoneNumber: zKenyanPhone(),
    town: requiredText('town', 80),
    location: zLocation(),
  })
  .partial();

export const ZUser = z.object({
  _id: z.string(),
  username: z.string(),
  names: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  town: z.string(),
  location: z.string(),
  savedLocations: z.array(z.object({ _id: z.string(), label: z.string(), town: z.string(), location: z.string() })),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserAuthResponse = z.object({ user: ZUser, token: z.string(), message: z.string() });

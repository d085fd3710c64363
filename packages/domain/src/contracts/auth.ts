import { z } from 'zod';
import { ZLanguage } from './language.ts';
import { parseLatLng } from '../geo.ts';
import { requiredText, zEmail, zKenyanPhone, zLocation, zPassword } from './common.ts';
import { ZSavedLocation } from './locations.ts';

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

/** 'Delivering to Nakuru': a town or area name and its 'lat,lng'. */
export const ZDeliveryArea = z.object({
  town: requiredText('deliveryArea.town', 80),
  location: z
    .string({ error: "deliveryArea.location must be a map point as 'lat,lng'" })
    .refine((v) => parseLatLng(v) !== null, "deliveryArea.location must be a map point as 'lat,lng'"),
});
export type TDeliveryArea = z.infer<typeof ZDeliveryArea>;

export const ZUserProfileUpdate = z
  .object({
    names: requiredText('names', 120),
    email: zEmail(),
    phoneNumber: zKenyanPhone(),
    town: requiredText('town', 80),
    location: zLocation(),
    /** Texts about the order on its way (rider on the way, delivered); confirmations are always sent. */
    smsUpdates: z.boolean({ error: 'smsUpdates must be true or false' }),
    /** The town or area the customer shops for, as picked on the device; null forgets it. */
    deliveryArea: ZDeliveryArea.nullable(),
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
  savedLocations: z.array(ZSavedLocation),
  /** Whether texts about the order on its way are sent (order confirmations always are). */
  smsUpdates: z.boolean(),
  createdAt: z.string(),
  /** The place the customer last picked to shop for; null until they pick one. */
  deliveryArea: ZDeliveryArea.nullable().optional(),
  /** Sokoni credit the customer can spend now, in shillings (applied automatically at checkout). */
  creditBalance: z.number().optional(),
  /** When the soonest part of that credit expires (ISO), and how much of it; null with no credit. */
  creditExpiresAt: z.string().nullable().optional(),
  creditExpiringAmount: z.number().optional(),
  /** The language the account chose for the server's messages and e-mails; null until it chooses. */
  language: ZLanguage.nullable().optional(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserAuthResponse = z.object({ user: ZUser, token: z.string(), message: z.string() });

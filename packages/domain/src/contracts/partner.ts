import { z } from 'zod';
import { ZLanguage } from './language.ts';
import { ZStoreHours } from '../opening-hours.ts';
import { optionalText, requiredText, zEmail, zKenyanPhone, zLocation, zPassword } from './common.ts';
import { ZStoreReach, zDeliveryRadiusKm } from './delivery-reach.ts';

/** Partner sign-up fields (multipart text parts). profileImage and businessPermit are files. */
export const ZPartnerSignupFields = z.object({
  businessName: requiredText('businessName', 80),
  businessType: requiredText('businessType', 60),
  contactNumber: zKenyanPhone('contactNumber'),
  email: zEmail(),
  idNumber: requiredText('idNumber', 20).regex(/^[A-Za-z0-9]+$/, 'idNumber may only contain letters and digits'),
  town: requiredText('town', 80),
  location: zLocation(),
  password: zPassword,
});
export type TPartnerSignupFields = z.input<typeof ZPartnerSignupFields>;

/** What a partner may change about itself; role, verification and suspension are not here. */
export const ZPartnerUpdate = z
  .object({
    businessName: requiredText('businessName', 80),
    businessType: requiredText('businessType', 60),
    contactNumber: zKenyanPhone('contactNumber'),
    email: zEmail(),
    town: requiredText('town', 80),
    location: zLocation(),
    address: optionalText('address', 200),
    description: optionalText('description', 2000),
    businessPermit: optionalText('businessPermit', 500),
    profileImage: optionalText('profileImage', 500),
    /** Null goes back to the platform default (DELIVERY_RADIUS_KM). */
    deliveryRadiusKm: zDeliveryRadiusKm.nullable(),
  })
  .partial();

export const ZRatings = z.object({ average: z.number(), count: z.number() });

/**
 * One rating of a store, in the light form store answers carry: `ratings.reviews` holds one per
 * rating (so its length is the review count the spec's client shows). The full reviews, with
 * reviewer and comment, are at GET /api/partners/{id}/reviews.
 */
export const ZStoreRatingEntry = z.object({ rating: z.number() });
export type TStoreRatingEntry = z.infer<typeof ZStoreRatingEntry>;

/** The partner as the public sees it: no e-mail, id number, permit or password data. */
export const ZPublicPartner = z.object({
  _id: z.string(),
  businessName: z.string(),
  businessType: z.string(),
  profileImage: z.string().nullable(),
  town: z.string(),
  address: z.string().nullable(),
  location: z.string(),
  phone: z.string(),
  contactNumber: z.string(),
  description: z.string().nullable(),
  slug: z.string(),
  ratings: z.object({ average: z.number(), count: z.number(), reviews: z.array(ZStoreRatingEntry) }),
  createdAt: z.string(),
  /** Takes orders for now: inside its hours (Nairobi time) and not paused. */
  openNow: z.boolean(),
  /** While not open: when it opens next (ISO time); null when not within two weeks. */
  opensAt: z.string().nullable(),
  /** While open: when it closes next (ISO time); null when it does not close within two weeks. */
  closesAt: z.string().nullable(),
  paused: z.boolean(),
  pausedUntil: z.string().nullable(),
  /** The weekly hours and closure dates; a store that never set hours is open all day. */
  hours: ZStoreHours,
  /** Only in lists asked for with `near`: how the store reaches the chosen place. */
  reach: ZStoreReach.optional(),
});
export type TPublicPartner = z.infer<typeof ZPublicPartner>;

/** The partner as it sees itself (and as the admin sees it). */
export const ZPartner = ZPublicPartner.extend({
  email: z.string(),
  idNumber: z.string(),
  businessPermit: z.string().nullable(),
  role: z.enum(['partner', 'admin']),
  verified: z.boolean(),
  suspended: z.boolean(),
  pauseReason: z.string().nullable().optional(),
  /** Minutes before a scheduled order's time slot the store is alerted to start it. */
  prepMinutes: z.number().optional(),
  /** How far from its pin the store delivers, km; null while it uses the platform default. */
  deliveryRadiusKm: z.number().nullable().optional(),
  /** The language the account chose for the server's messages and e-mails; null until it chooses. */
  language: ZLanguage.nullable().optional(),
});
export type TPartner = z.infer<typeof ZPartner>;

export const ZPartnerAuthResponse = z.object({ token: z.string(), partner: ZPartner, message: z.string() });

/** PUT /api/partners/{id}/hours: the whole week and the closure dates, replaced at once. */
export const ZStoreHoursUpdate = ZStoreHours;

/** PUT /api/partners/{id}/prep-time: how long before a scheduled order's slot the store is alerted. */
export const ZPrepTimeRequest = z.object({
  minutes: z
    .number({ error: 'minutes must be a whole number' })
    .int('minutes must be a whole number')
    .min(5, 'minutes must be at least 5')
    .max(240, 'minutes must be at most 240'),
});

/** POST /api/partners/{id}/pause: 15, 30 or 60 minutes, or until the end of the day in Nairobi. */
export const ZPauseRequest = z.object({
  minutes: z.union([z.literal(15), z.literal(30), z.literal(60), z.literal('endOfDay')], {
    error: "minutes must be 15, 30, 60 or 'endOfDay'.",
  }),
  reason: z.string().trim().max(200).optional(),
});
export type TPauseRequest = z.infer<typeof ZPauseRequest>;

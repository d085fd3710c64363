import { OPEN_ALL_DAY, storeSchedule } from '@sokoni/domain/opening-hours';
import type { TPartner, TPublicPartner, TStoreRatingEntry } from '@sokoni/domain/contracts/partner';
import type { PartnerRow } from './partner.repository.ts';

/** The columns the public answer is built from (lists select only these). */
export type PublicPartnerFields = Pick<
  PartnerRow,
  | 'id' | 'businessName' | 'businessType' | 'profileImage' | 'town' | 'address' | 'location' | 'contactNumber'
  | 'description' | 'slug' | 'ratingAverage' | 'ratingCount' | 'createdAt' | 'openingHours' | 'pausedUntil'
>;

/** What anyone may see of a store; `reviews` are its ratings in light form (store-ratings.repository.ts). */
export function toPublicPartnerDto(row: PublicPartnerFields, reviews: TStoreRatingEntry[] = [], now = new Date()): TPublicPartner {
  return {
    _id: row.id,
    businessName: row.businessName,
    businessType: row.businessType,
    profileImage: row.profileImage,
    town: row.town,
    address: row.address,
    location: row.location,
    phone: row.contactNumber,
    contactNumber: row.contactNumber,
    description: row.description,
    slug: row.slug,
    ratings: { average: row.ratingAverage, count: row.ratingCount, reviews },
    createdAt: row.createdAt.toISOString(),
    ...storeSchedule(row.openingHours, row.pausedUntil, now),
    hours: row.openingHours ?? OPEN_ALL_DAY,
  };
}

/** What the partner itself (or the admin) sees; still never the password hash. */
export function toPartnerDto(row: PartnerRow, reviews: TStoreRatingEntry[] = []): TPartner {
  return {
    ...toPublicPartnerDto(row, reviews),
    email: row.email,
    idNumber: row.idNumber,
    businessPermit: row.businessPermit,
    role: row.role,
    verified: row.verified,
    suspended: row.suspended,
    pauseReason: row.pausedUntil && row.pausedUntil > new Date() ? row.pauseReason : null,
    prepMinutes: row.prepMinutes,
    deliveryRadiusKm: row.deliveryRadiusKm,
    language: row.language ?? null,
  };
}

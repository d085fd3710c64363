import { shillingsFromCents } from '@sokoni/domain/money';
import { OPEN_ALL_DAY, storeSchedule } from '@sokoni/domain/opening-hours';
import type { TAdminPartner, TAdminPartnerDetail } from '@sokoni/domain/contracts/admin';
import type { PartnerRow } from '../partner/partner.repository.ts';

export const permitUrl = (partnerId: string) => `/api/admin/partners/${partnerId}/business-permit`;

/** A row of the admin's store list; never the password hash or token version. */
export function toAdminPartnerDto(row: PartnerRow, now = new Date()): TAdminPartner {
  return {
    _id: row.id,
    businessName: row.businessName,
    businessType: row.businessType,
    email: row.email,
    contactNumber: row.contactNumber,
    town: row.town,
    slug: row.slug,
    profileImage: row.profileImage,
    role: row.role,
    verified: row.verified,
    suspended: row.suspended,
    suspendedReason: row.suspendedReason,
    hasBusinessPermit: Boolean(row.businessPermit),
    createdAt: row.createdAt.toISOString(),
    ...storeSchedule(row.openingHours, row.pausedUntil, now),
    pauseReason: row.pausedUntil && row.pausedUntil > now ? row.pauseReason : null,
    hours: row.openingHours ?? OPEN_ALL_DAY,
  };
}

export function toAdminPartnerDetailDto(
  row: PartnerRow,
  activity: { products: number; subOrders: number; deliveredSubOrders: number; cancelledSubOrders: number; deliveredValueCents: number },
): TAdminPartnerDetail {
  const { deliveredValueCents, ...counts } = activity;
  return {
    ...toAdminPartnerDto(row),
    idNumber: row.idNumber,
    location: row.location,
    address: row.address,
    description: row.description,
    businessPermit: row.businessPermit,
    businessPermitUrl: row.businessPermit ? permitUrl(row.id) : null,
    ratings: { average: row.ratingAverage, count: row.ratingCount },
    counts,
    deliveredValue: shillingsFromCents(deliveredValueCents),
  };
}

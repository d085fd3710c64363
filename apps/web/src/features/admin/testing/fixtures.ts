import type { TAdminPartner, TAdminPartnerDetail, TOverview } from '@sokoni/domain/contracts/admin';
import type { TOrder, TSubOrder } from '@sokoni/domain/contracts/orders';
import { OPEN_ALL_DAY } from '@sokoni/domain/opening-hours';
import { setRoleSession } from '../../../lib/session.ts';

export const ADMIN_ID = 'a'.repeat(24);
export const STORE_ID = 'b'.repeat(24);

/** An admin signed in the way the app stores it: a store account whose role is admin. */
export function signInAdmin() {
  setRoleSession('partner', 'admin-token', { _id: ADMIN_ID, businessName: 'Sokoni Admin', email: 'admin@sokoni.co.ke', role: 'admin' } as never);
}

export const store: TAdminPartner = {
  _id: STORE_ID,
  businessName: 'Highland Kids Toys',
  businessType: 'Toy Shop',
  email: 'toys@example.com',
  contactNumber: '+254700111222',
  town: 'Eldoret',
  slug: 'highland-kids-toys',
  profileImage: null,
  role: 'partner',
  verified: true,
  suspended: false,
  suspendedReason: null,
  hasBusinessPermit: false,
  createdAt: '2026-11-01T09:00:00.000Z',
  openNow: true,
  opensAt: null,
  closesAt: null,
  paused: false,
  pausedUntil: null,
  pauseReason: null,
  hours: OPEN_ALL_DAY,
};

export const storeDetail: TAdminPartnerDetail = {
  ...store,
  idNumber: '12345678',
  location: '0.5143,35.2698',
  address: 'Uganda Road',
  description: 'Toys for every age.',
  businessPermit: null,
  businessPermitUrl: null,
  ratings: { average: 4.5, count: 2 },
  counts: { products: 12, subOrders: 7, deliveredSubOrders: 5, cancelledSubOrders: 1 },
  deliveredValue: 15400,
};

export function overviewAnswer(): TOverview {
  return {
    days: 30,
    today: '2026-11-22',
    orders: { today: 3, last7Days: 21, last30Days: 96 },
    money: { grossOrderValue: 123456, itemsValue: 110000, deliveryFees: 13456, discounts: 0, driverPayouts: 9600, platformShare: 2400 },
    accounts: {
      partners: { total: 17, active: 15, suspended: 1, unverified: 2 },
      drivers: { total: 9, active: 6, pending: 2, rejected: 1, suspended: 0 },
      customers: { total: 240, active: 238, suspended: 2 },
    },
    ordersByStatus: [
      { status: 'Delivered', count: 40 },
      { status: 'Pending', count: 5 },
      { status: 'Cancelled', count: 3 },
    ],
    daily: [
      { date: '2026-11-21', orders: 4, value: 5200 },
      { date: '2026-11-22', orders: 3, value: 4100 },
    ],
  };
}

function subOrder(id: string, shop: string, status: string): TSubOrder {
  return {
    _id: id,
    shop: { _id: id.replace(/./g, 'd'), businessName: shop, shopName: shop, location: '-1.29,36.82', town: 'Nairobi' },
    status,
    total: 1000,
    items: [{ _id: id.replace(/./g, 'e'), product: { _id: null, name: 'Chapati' }, quantity: 2, price: 500 }],
    parentOrder: undefined as never,
    deliveredBy: null,
    deliveredByPhone: null,
    createdAt: '2026-11-22T07:00:00.000Z',
    updatedAt: '2026-11-22T07:00:00.000Z',
    deliveredAt: null,
    decline: null,
  };
}

/** An order of two shops whose sub-orders are at the given statuses. */
export function orderWith(statuses: [string, string], orderStatus = statuses[0], option: 'platform' | 'own' = 'platform'): TOrder {
  return {
    _id: 'f'.repeat(24),
    orderId: 'SKN-20261122-123456',
    user: { _id: 'c'.repeat(24), names: 'Wanjiku Kamau', username: 'wanjiku', phoneNumber: '+254712345678' },
    delivery: { town: 'Nairobi', location: '-1.29,36.82', fee: 150, option },
    items: [],
    subOrders: [subOrder('1'.repeat(24), 'Mama Oliech', statuses[0]), subOrder('2'.repeat(24), 'Java House', statuses[1])],
    total: 2000,
    status: orderStatus,
    assignedDriver: null,
    deliveredBy: null,
    deliveredByPhone: null,
    deliveredAt: null,
    paymentStatus: 'Pending',
    paymentMethod: 'COD',
    createdAt: '2026-11-22T07:00:00.000Z',
    updatedAt: '2026-11-22T07:00:00.000Z',
    scheduledFor: null,
    afterDecline: null,
  };
}

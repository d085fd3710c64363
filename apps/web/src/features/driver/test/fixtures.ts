import type { TDriver } from '@sokoni/domain/contracts/driver';
import type { TAvailableOrder, TDriverOrder } from '@sokoni/domain/contracts/driver-orders';

export const DRIVER: TDriver = {
  _id: '6650a0000000000000000002',
  username: 'otieno',
  email: 'otieno@example.co.ke',
  phoneNumber: '+254722000111',
  nationalId: '28765432',
  driverLicenseNumber: 'DL-4455821',
  profilePhotoUrl: null,
  profileCompleted: true,
  verificationStatus: 'Approved',
  rejectionReason: null,
  status: 'Available',
  suspended: false,
  currentLocation: { town: 'Nairobi', location: '-1.283253,36.823000' },
  emergencyContact: { name: 'Akinyi Otieno', phoneNumber: '+254733000222', relationship: 'Sister' },
  vehicleDetails: { make: 'Bajaj', model: 'Boxer 150', plateNumber: 'KMFA 123B', type: 'Motorbike', color: 'Red' },
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const SHOPS = [
  { _id: '6650b0000000000000000001', name: 'Kilimani Pizza Oven', location: '-1.294512,36.786948' },
  { _id: '6650b0000000000000000002', name: 'Westlands Gadget Hub', location: '-1.265380,36.805120' },
];

/** An order assigned to DRIVER whose shops' parts have the given statuses. */
export function activeOrder(statuses: string[], status = 'ReadyForPickup'): TDriverOrder {
  const subOrders = statuses.map((s, i) => ({
    _id: `6650d00000000000000000${String(i + 1).padStart(2, '0')}`,
    status: s,
    total: 600,
    shop: { _id: SHOPS[i]!._id, businessName: SHOPS[i]!.name, shopName: SHOPS[i]!.name, location: SHOPS[i]!.location, town: 'Nairobi', phone: '+254711204501', address: 'Argwings Kodhek Road, near Yaya Centre' },
    items: [{ _id: `6650e00000000000000000${String(i + 1).padStart(2, '0')}`, product: { _id: null, name: `Item ${i + 1}` }, quantity: 2, price: 300 }],
    deliveredAt: null,
  }));
  return {
    _id: '6650c0000000000000000001',
    orderId: 'SKN-20261122-123456',
    status,
    assignedDriver: DRIVER._id,
    assignedToYou: true,
    delivery: { town: 'Nairobi', location: '-1.290000,36.800000', fee: 135, option: 'platform' },
    fee: 135,
    driverEarning: 108,
    total: 1200,
    paymentMethod: 'COD',
    paymentStatus: 'Pending',
    user: { names: 'Wanjiku Kamau', phoneNumber: '+254712345678' },
    items: subOrders.flatMap((sub) => sub.items.map((item) => ({ ...item, shop: { _id: sub.shop._id, shopName: sub.shop.shopName } }))),
    subOrders,
    deliveredBy: null,
    deliveredByPhone: null,
    deliveredAt: null,
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:10:00.000Z',
  };
}

export function availableOrder(overrides: Partial<TAvailableOrder> = {}): TAvailableOrder {
  return {
    orderId: '6650c0000000000000000009',
    orderNumber: 'SKN-20261122-999999',
    status: 'ReadyForPickup',
    shops: [{ shopName: 'Kilimani Pizza Oven', location: '-1.294512,36.786948', town: 'Nairobi' }],
    deliveryTown: 'Nairobi',
    fee: 143,
    driverEarning: 114.4,
    createdAt: new Date().toISOString(),
    shopCount: 1,
    distanceToShopKm: 1.2,
    shopToCustomerKm: 3.4,
    ...overrides,
  };
}

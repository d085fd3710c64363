import type { TProduct, TReview } from '@sokoni/domain/contracts/catalog';
import type { TPublicPartner } from '@sokoni/domain/contracts/partner';
import { OPEN_ALL_DAY } from '@sokoni/domain/opening-hours';

export const STORE_ID = '6b0243ba2d2535a32c47259f';
export const PRODUCT_ID = '6b0243ba4c0e45eb42766919';

export function aStore(overrides: Partial<TPublicPartner> = {}): TPublicPartner {
  return {
    _id: STORE_ID,
    businessName: 'Kilimani Pizza Oven',
    businessType: 'Restaurant',
    profileImage: '/uploads/seed/stores/kilimani-pizza-oven.svg',
    town: 'Nairobi',
    address: 'Argwings Kodhek Road',
    location: '-1.294512,36.786948',
    phone: '+254711204501',
    contactNumber: '+254711204501',
    description: 'Wood-fired pizzas.',
    slug: 'kilimani-pizza-oven',
    ratings: { average: 3.25, count: 4, reviews: [] },
    createdAt: '2026-11-21T22:00:00.000Z',
    openNow: true,
    opensAt: null,
    closesAt: null,
    paused: false,
    pausedUntil: null,
    hours: OPEN_ALL_DAY,
    ...overrides,
  };
}

export function aProduct(overrides: Partial<TProduct> = {}): TProduct {
  return {
    _id: PRODUCT_ID,
    partnerId: STORE_ID,
    name: 'Hawaiian Pizza (Medium)',
    price: 1050,
    discountedPrice: null,
    brand: 'Kilimani Pizza Oven',
    category: 'Food',
    subCategory: 'Pizza',
    quantity: 1,
    unit: 'pcs',
    inventory: 30,
    description: 'Ham and pineapple.',
    tags: ['pizza'],
    images: ['/uploads/p.svg'],
    primaryImage: '/uploads/p.svg',
    available: true,
    soldOutUntil: null,
    shop: { _id: STORE_ID, shopName: 'Kilimani Pizza Oven', town: 'Nairobi', location: '-1.29,36.78', slug: 'kilimani-pizza-oven' },
    ratings: { average: 0, count: 0 },
    createdAt: '2026-11-21T22:00:00.000Z',
    ...overrides,
  };
}

export function aReview(overrides: Partial<TReview> = {}): TReview {
  return {
    _id: '6b0243ba6a9f936f0dde6e92',
    user: { username: 'njoroge', names: 'Peter Njoroge' },
    rating: 4,
    comment: 'Fresh and well seasoned.',
    date: '2026-10-27T23:16:35.517Z',
    createdAt: '2026-10-27T23:16:35.517Z',
    updatedAt: '2026-10-27T23:16:35.517Z',
    verifiedPurchase: false,
    ...overrides,
  };
}

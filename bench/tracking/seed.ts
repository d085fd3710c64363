import { driverPresence, drivers, orders, partners, subOrders, users } from '../../apps/server/src/db/schema/index.ts';
import { newId } from '../../apps/server/src/db/ids.ts';
import { buildPartners, buildUsers, random } from '../catalog/generate.ts';
import { insertInBatches, recreateDatabase } from '../shared/database.ts';

export interface TrackingSeed {
  /** Rider i carries order i of customer i. */
  deliveries: { driverId: string; userId: string; orderId: string }[];
}

const NAIROBI = { lat: -1.2864, lng: 36.8172 };

/**
 * `count` riders, each online and carrying one order out for delivery to its own customer, from
 * a handful of shops. Written straight to the database: the benchmark measures location updates,
 * not ordering.
 */
export async function seedTracking(url: string, count: number): Promise<TrackingSeed> {
  const database = await recreateDatabase(url);
  try {
    const rnd = random(20261125);
    const now = Date.now();
    const { rows: shops } = buildPartners(Math.max(1, Math.ceil(count / 50)), rnd, 'unused-hash', now);
    await insertInBatches(shops, 500, (b) => database.db.insert(partners).values(b));
    const customers = buildUsers(count, 'unused-hash', rnd, now);
    await insertInBatches(customers, 500, (b) => database.db.insert(users).values(b));
    const riders = customers.map((_, i) => ({
      id: newId(),
      username: `benchrider${i}`,
      phoneNumber: `+2547${String(10_000_000 + i).slice(-8)}`,
      nationalId: `9${i}`,
      driverLicenseNumber: `BDL${i}`,
      passwordHash: 'unused-hash',
      profileCompleted: true,
      verificationStatus: 'Approved' as const,
      currentLocation: { town: 'Nairobi', location: `${NAIROBI.lat},${NAIROBI.lng}` },
      emergencyContact: { name: 'Bench Contact', phoneNumber: '0711000000', relationship: 'Friend' },
      vehicleDetails: { make: 'Boxer', model: 'BM 150', plateNumber: `KBX ${i}`, type: 'Motorbike', color: 'Red' },
    }));
    await insertInBatches(riders, 500, (b) => database.db.insert(drivers).values(b));
    const orderRows = customers.map((customer, i) => ({
      id: newId(),
      orderId: `SKN-BENCH-${String(i).padStart(6, '0')}`,
      userId: customer.id,
      deliveryTown: 'Nairobi',
      deliveryLocation: `${(NAIROBI.lat - 0.02 + (i % 40) * 0.001).toFixed(6)},${(NAIROBI.lng + 0.02).toFixed(6)}`,
      deliveryFeeCents: 15_000,
      deliveryOption: 'platform' as const,
      paymentMethod: 'COD',
      totalCents: 50_000,
      status: 'OutForDelivery',
      assignedDriverId: riders[i]!.id,
    }));
    await insertInBatches(orderRows, 500, (b) => database.db.insert(orders).values(b));
    const parts = orderRows.map((order, i) => ({ id: newId(), orderId: order.id, partnerId: shops[i % shops.length]!.id, status: 'OutForDelivery', totalCents: 50_000 }));
    await insertInBatches(parts, 500, (b) => database.db.insert(subOrders).values(b));
    await insertInBatches(
      riders.map((r) => ({ driverId: r.id, online: true })),
      500,
      (b) => database.db.insert(driverPresence).values(b),
    );
    return { deliveries: orderRows.map((o, i) => ({ driverId: riders[i]!.id, userId: customers[i]!.id, orderId: o.id })) };
  } finally {
    await database.close();
  }
}

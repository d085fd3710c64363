import { and, eq, gt, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { CLOSED_STATUSES } from '@sokoni/domain/order-statuses';
import type { DbOrTx } from '../../db/client.ts';
import { driverPresence, drivers, orders } from '../../db/schema/index.ts';

export type PresenceRow = typeof driverPresence.$inferSelect;

export interface PositionWrite {
  lat: number;
  lng: number;
  accuracyM: number | null;
  heading: number | null;
  speedMps: number | null;
  recentKmh: number | null;
  locatedAt: Date;
}

const noPosition = { lat: null, lng: null, accuracyM: null, heading: null, speedMps: null, recentKmh: null, locatedAt: null } as const;

/** Drivers' online switch and last position. */
export function createPresenceRepository(db: DbOrTx) {
  return {
    async find(driverId: string): Promise<PresenceRow | null> {
      const [row] = await db.select().from(driverPresence).where(eq(driverPresence.driverId, driverId));
      return row ?? null;
    },

    /** Going offline forgets the position at once. */
    async setOnline(driverId: string, online: boolean): Promise<void> {
      const now = new Date();
      const patch = online ? { online, updatedAt: now } : { online, ...noPosition, updatedAt: now };
      await db.insert(driverPresence).values({ driverId, ...patch }).onConflictDoUpdate({ target: driverPresence.driverId, set: patch });
    },

    /** Records a fix only if the stored one is still the one it was checked against (two phones racing keep one). */
    async savePosition(driverId: string, previousAt: Date | null, fix: PositionWrite): Promise<boolean> {
      const set = { ...fix, updatedAt: new Date() };
      const rows = await db
        .insert(driverPresence)
        .values({ driverId, ...set })
        .onConflictDoUpdate({
          target: driverPresence.driverId,
          set,
          setWhere: previousAt ? eq(driverPresence.locatedAt, previousAt) : sql`${driverPresence.locatedAt} is null`,
        })
        .returning({ driverId: driverPresence.driverId });
      return rows.length > 0;
    },

    async forgetPosition(driverId: string): Promise<void> {
      await db.update(driverPresence).set({ ...noPosition, updatedAt: new Date() }).where(eq(driverPresence.driverId, driverId));
    },

    /** Approved, unsuspended drivers who are online and sent a position since `since`. */
    async onlineApproved(since: Date): Promise<{ id: string; lat: number; lng: number }[]> {
      const rows = await db
        .select({ id: driverPresence.driverId, lat: driverPresence.lat, lng: driverPresence.lng })
        .from(driverPresence)
        .innerJoin(drivers, eq(drivers.id, driverPresence.driverId))
        .where(
          and(
            eq(driverPresence.online, true),
            isNotNull(driverPresence.lat),
            gt(driverPresence.locatedAt, since),
            eq(drivers.verificationStatus, 'Approved'),
            eq(drivers.suspended, false),
          ),
        );
      return rows.flatMap((r) => (r.lat === null || r.lng === null ? [] : [{ id: r.id, lat: r.lat, lng: r.lng }]));
    },

    /** The driver's orders still on their way: those the customer may be watching. */
    async carriedOrders(driverId: string): Promise<{ id: string; userId: string }[]> {
      return db
        .select({ id: orders.id, userId: orders.userId })
        .from(orders)
        .where(and(eq(orders.assignedDriverId, driverId), notInArray(orders.status, [...CLOSED_STATUSES])));
    },

    /** Presence of several drivers at once (the tracking answers of an admin list, the benchmark). */
    async findMany(driverIds: readonly string[]): Promise<PresenceRow[]> {
      if (!driverIds.length) return [];
      return db.select().from(driverPresence).where(inArray(driverPresence.driverId, [...driverIds]));
    },
  };
}
export type PresenceRepository = ReturnType<typeof createPresenceRepository>;


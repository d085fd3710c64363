import { slugify } from '@sokoni/domain/slug';
import type { partners, products, reviews, users } from '../../apps/server/src/db/schema/index.ts';
import { CATEGORIES, SHOP_NAMES, SHOP_PREFIXES, TOWNS, type CategoryWords } from './vocabulary.ts';

type PartnerRow = typeof partners.$inferInsert & { id: string };
type ProductRow = typeof products.$inferInsert & { id: string };
type UserRow = typeof users.$inferInsert & { id: string };
type ReviewRow = typeof reviews.$inferInsert;

/** A small seeded generator (mulberry32), so every run builds the same catalogue. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}
export type Random = ReturnType<typeof random>;

/**
 * A 24-hex id shaped like the server's (4 bytes of creation seconds, 8 more bytes) whose last
 * bytes come from the seeded generator, so ids, and every order that ends on the id, repeat.
 */
export function seededId(rnd: Random, at: Date): string {
  const hex32 = () => Math.floor(rnd.next() * 2 ** 32).toString(16).padStart(8, '0');
  return Math.floor(at.getTime() / 1000).toString(16).padStart(8, '0') + hex32() + hex32();
}

/**
 * Average and count as the API stores them: round(avg(rating), 2) in PostgreSQL rounds half away
 * from zero; integer arithmetic keeps it exact. The average is a numeric(4,2) literal.
 */
export function ratingAggregate(ratings: readonly ReviewRow[]): { ratingAverage: number; ratingCount: number; literal: string } {
  const rated = ratings.filter((r) => r.rating !== null && r.rating !== undefined);
  const n = rated.length;
  if (!n) return { ratingAverage: 0, ratingCount: 0, literal: '0.00' };
  const sum = rated.reduce((a, r) => a + r.rating!, 0);
  const hundredths = Math.floor((200 * sum + n) / (2 * n));
  return { ratingAverage: hundredths / 100, ratingCount: n, literal: `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}` };
}

const DAY = 86_400_000;
const phone = (prefix: string, n: number) => `+2547${prefix}${String(n).padStart(7, '0')}`;

/** Unique business names: prefix + name/word + shop word, numbered only if all else collides. */
export function buildPartners(count: number, rnd: Random, passwordHash: string, now: number): { rows: PartnerRow[]; categoryOf: Map<string, CategoryWords> } {
  const rows: PartnerRow[] = [];
  const categoryOf = new Map<string, CategoryWords>();
  const taken = new Set<string>();
  for (let i = 0; i < count; i++) {
    const words = rnd.pick(CATEGORIES);
    let name = '';
    for (let attempt = 0; attempt < 20 && (!name || taken.has(name.toLowerCase())); attempt++) {
      name = `${rnd.pick(SHOP_PREFIXES)} ${rnd.pick(SHOP_NAMES)} ${rnd.pick(words.shopWords)}`;
    }
    if (taken.has(name.toLowerCase())) name = `${name} ${i}`;
    taken.add(name.toLowerCase());
    const [town, lat, lng] = rnd.pick(TOWNS);
    const created = new Date(now - rnd.int(30, 720) * DAY);
    const id = seededId(rnd, created);
    categoryOf.set(id, words);
    rows.push({
      id,
      businessName: name,
      businessType: words.businessType,
      contactNumber: phone('1', i),
      email: `store${i}@bench.sokoni.test`,
      idNumber: `B${String(i).padStart(7, '0')}`,
      passwordHash,
      town,
      location: `${(lat + (rnd.next() - 0.5) / 50).toFixed(5)},${(lng + (rnd.next() - 0.5) / 50).toFixed(5)}`,
      address: `${rnd.pick(['Moi Avenue', 'Kenyatta Road', 'Market Street', 'Station Road', 'Biashara Street'])}, ${town}`,
      description: `${words.businessType} in ${town}.`,
      slug: slugify(name),
      verified: true,
      createdAt: created,
      updatedAt: created,
    });
  }
  return { rows, categoryOf };
}

/** 80% of a store's products come from its own category, the rest from any. */
export function buildProducts(partner: PartnerRow, words: CategoryWords, count: number, rnd: Random, now: number): ProductRow[] {
  const rows: ProductRow[] = [];
  const opened = (partner.createdAt as Date).getTime();
  for (let i = 0; i < count; i++) {
    const w = rnd.next() < 0.8 ? words : rnd.pick(CATEGORIES);
    const subCategory = rnd.pick(Object.keys(w.subcategories));
    const item = rnd.pick(w.subcategories[subCategory]!);
    const name = `${rnd.next() < 0.7 ? `${rnd.pick(w.adjectives)} ` : ''}${item}${rnd.pick(w.variants)}`;
    const [low, high] = w.price;
    const price = Math.round(low + (high - low) * rnd.next() ** 2);
    const created = new Date(opened + rnd.next() * (now - opened));
    rows.push({
      id: seededId(rnd, created),
      partnerId: partner.id,
      name,
      // Whole shillings, kept in cents.
      priceCents: price * 100,
      discountedPriceCents: rnd.next() < 0.25 ? Math.round(price * (0.6 + rnd.next() * 0.35)) * 100 : 0,
      brand: rnd.pick(w.brands),
      category: w.category,
      subCategory,
      quantity: 1,
      unit: rnd.pick(w.units),
      inventory: rnd.int(0, 200),
      description: `${name} from ${partner.businessName}.`,
      tags: [w.category.toLowerCase(), subCategory.toLowerCase()],
      createdAt: created,
      updatedAt: created,
    });
  }
  return rows;
}

/** Customers; ids come from `rnd` (a stream of their own when none is given). */
export function buildUsers(count: number, passwordHash: string, rnd: Random = random(1), now = Date.now()): UserRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: seededId(rnd, new Date(now - DAY)),
    username: `benchuser${i}`,
    names: `Bench Customer ${i}`,
    email: `user${i}@bench.sokoni.test`,
    phoneNumber: phone('2', i),
    town: 'Nairobi',
    location: '-1.2864,36.8172',
    passwordHash,
  }));
}

/**
 * Up to `max` ratings for one target from distinct customers, around a hidden quality, a third
 * of them with a comment. Stored aggregates are recounted from these rows afterwards, so the
 * average is the true mean, as the API keeps it.
 */
export function buildRatings(target: 'partner' | 'product', targetId: string, userIds: string[], max: number, rnd: Random, now: number): ReviewRow[] {
  const n = rnd.int(0, max);
  const quality = 1.5 + rnd.next() * 3.5;
  const chosen = new Set<string>();
  while (chosen.size < n) chosen.add(rnd.pick(userIds));
  return [...chosen].map((userId) => {
    const rating = Math.min(5, Math.max(1, Math.round(quality + (rnd.next() - 0.5) * 2)));
    const at = new Date(now - rnd.int(0, 300) * DAY);
    return {
      id: seededId(rnd, at),
      targetType: target,
      targetId,
      userId,
      rating,
      comment: rnd.next() < 0.33 ? rnd.pick(['Great service!', 'Good value.', 'Fast delivery.', 'Could be better.', 'Will order again.']) : null,
      createdAt: at,
      updatedAt: at,
    };
  });
}

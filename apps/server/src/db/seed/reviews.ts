import { newId } from '../ids.ts';
import type { reviews, users } from '../schema/index.ts';
import type { SeedCatalog } from './catalog.ts';
import { PLAIN_COMMENTS, PRODUCT_COMMENTS, STORE_COMMENTS } from './content/review-comments.ts';
import { SEED_REVIEWERS } from './content/reviewers.ts';

type UserRow = typeof users.$inferInsert & { id: string };
type ReviewRow = typeof reviews.$inferInsert;

export interface SeedReviews {
  reviewers: UserRow[];
  reviews: ReviewRow[];
}

/** mulberry32: a tiny seeded generator, so every fresh database gets the same reviews. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Mostly happy customers, as on a marketplace people actually use.
const RATING_WEIGHTS = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2];

/**
 * Reviewer accounts and their ratings and comments on stores and products. Every rated row gets
 * ratingAverage and ratingCount set to the mean and count of its ratings (comments without a
 * rating do not count). Every eighth store stays unrated so "No ratings yet" shows too.
 */
export function buildReviews(catalog: SeedCatalog, passwordHash: string, now: Date): SeedReviews {
  const random = seededRandom(20_251_121);
  const reviewers: UserRow[] = SEED_REVIEWERS.map((r) => ({
    id: newId(),
    username: r.username,
    names: r.names,
    email: `${r.username}@example.com`,
    phoneNumber: r.phoneNumber,
    town: r.town,
    location: r.location,
    passwordHash,
  }));

  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const daysAgo = () => new Date(now.getTime() - Math.floor(1 + random() * 60) * 86_400_000 - Math.floor(random() * 86_400_000));
  const someReviewers = (count: number) =>
    reviewers
      .map((r) => ({ r, key: random() }))
      .sort((a, b) => a.key - b.key)
      .slice(0, count)
      .map(({ r }) => r);

  // Each shop draws its comments from decks of its own, shuffled once: no sentence shows twice on
  // one shop (its own reviews and its products'), and a shop that used up a deck gets ratings alone.
  const decks = new Map<string, string[]>();
  const draw = (shopId: string, deckName: string, pool: readonly string[]): string | null => {
    const key = `${shopId}|${deckName}`;
    let deck = decks.get(key);
    if (!deck) {
      deck = pool.map((sentence) => ({ sentence, key: random() })).sort((a, b) => a.key - b.key).map(({ sentence }) => sentence);
      decks.set(key, deck);
    }
    return deck.pop() ?? null;
  };

  const rows: ReviewRow[] = [];
  const add = (targetType: 'partner' | 'product', targetId: string, userId: string, rating: number | null, comment: string | null) => {
    const at = daysAgo();
    rows.push({ id: newId(), targetType, targetId, userId, rating, comment, createdAt: at, updatedAt: at });
  };

  catalog.partners.forEach((partner, index) => {
    if (index % 8 !== 7) {
      for (const reviewer of someReviewers(2 + Math.floor(random() * 3))) {
        const rating = pick(RATING_WEIGHTS);
        const band = rating === 5 ? 'great' : rating === 4 ? 'good' : 'mixed';
        add('partner', partner.id, reviewer.id, rating, random() < 0.8 ? draw(partner.id, band, STORE_COMMENTS[band]) : null);
      }
    }
    if (index < PLAIN_COMMENTS.length) add('partner', partner.id, pick(reviewers).id, null, PLAIN_COMMENTS[index]!);
  });

  for (const product of catalog.products) {
    if (random() >= 0.35) continue;
    const category = catalog.sources.get(product.id)!.category;
    for (const reviewer of someReviewers(1 + Math.floor(random() * 3))) {
      const rating = pick(RATING_WEIGHTS);
      const mood = rating >= 4 ? 'happy' : 'lukewarm';
      add('product', product.id, reviewer.id, rating, random() < 0.7 ? draw(product.partnerId, `${category}|${mood}`, PRODUCT_COMMENTS[category][mood]) : null);
    }
  }

  applyAggregates(catalog, rows);
  return { reviewers, reviews: rows };
}

function applyAggregates(catalog: SeedCatalog, rows: ReviewRow[]): void {
  const ratings = new Map<string, number[]>();
  for (const row of rows) {
    if (row.rating == null) continue;
    const list = ratings.get(row.targetId) ?? [];
    list.push(row.rating);
    ratings.set(row.targetId, list);
  }
  for (const row of [...catalog.partners, ...catalog.products]) {
    const list = ratings.get(row.id) ?? [];
    row.ratingCount = list.length;
    row.ratingAverage = list.length ? Math.round((list.reduce((a, b) => a + b, 0) / list.length) * 100) / 100 : 0;
  }
}

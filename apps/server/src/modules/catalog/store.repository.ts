import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isObjectId } from '@sokoni/domain/ids';
import type { DbOrTx } from '../../db/client.ts';
import { partners, products } from '../../db/schema/index.ts';
import type { PublicPartnerFields } from '../partner/partner.dto.ts';
import { keysetAfter, keysetOrderBy, type KeysetOrder, type PageWindow } from './pagination.ts';
import { storeIsVisible } from './store-visibility.sql.ts';

/** Only the columns a public store answer is made of: e-mail, id number, permit and hash stay in the database. */
const publicColumns = {
  id: partners.id,
  businessName: partners.businessName,
  businessType: partners.businessType,
  profileImage: partners.profileImage,
  town: partners.town,
  address: partners.address,
  location: partners.location,
  contactNumber: partners.contactNumber,
  description: partners.description,
  slug: partners.slug,
  ratingAverage: partners.ratingAverage,
  ratingCount: partners.ratingCount,
  createdAt: partners.createdAt,
  openingHours: partners.openingHours,
  pausedUntil: partners.pausedUntil,
};

/** Best rated first, then most rated (the partners_rating_idx order). */
export const bestRatedStores: KeysetOrder<PublicPartnerFields> = {
  name: 'stores',
  direction: 'desc',
  keys: [
    { sql: partners.ratingAverage.getSQL(), kind: 'numeric' },
    { sql: partners.ratingCount.getSQL(), kind: 'integer' },
  ],
  id: partners.id,
  values: (r) => [r.ratingAverage, r.ratingCount, r.id],
};

export function createStoreRepository(db: DbOrTx) {
  return {
    listVisible(window: PageWindow): Promise<PublicPartnerFields[]> {
      return db
        .select(publicColumns)
        .from(partners)
        .where(and(storeIsVisible, keysetAfter(bestRatedStores, window.after)))
        .orderBy(...keysetOrderBy(bestRatedStores))
        .limit(window.limit + 1)
        .offset(window.offset);
    },

    /** Visible stores among `ids`, in no particular order. */
    findVisibleByIds(ids: string[]): Promise<PublicPartnerFields[]> {
      if (!ids.length) return Promise.resolve([]);
      return db.select(publicColumns).from(partners).where(and(storeIsVisible, inArray(partners.id, ids)));
    },

    /** A visible store by id, slug or business name (any case); null when none. */
    async findVisibleId(key: string): Promise<string | null> {
      const lowered = key.toLowerCase();
      const [row] = await db
        .select({ id: partners.id })
        .from(partners)
        .where(
          and(
            storeIsVisible,
            or(
              isObjectId(key) ? eq(partners.id, lowered) : undefined,
              eq(partners.slug, lowered),
              sql`lower(${partners.businessName}) = lower(${key})`,
            ),
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },

    async isVisible(id: string): Promise<boolean> {
      const [row] = await db.select({ id: partners.id }).from(partners).where(and(eq(partners.id, id), storeIsVisible));
      return Boolean(row);
    },

    /** Stores with at least one product, for the vendor filter, by name. */
    listVendors(): Promise<{ id: string; businessName: string; slug: string }[]> {
      return db
        .select({ id: partners.id, businessName: partners.businessName, slug: partners.slug })
        .from(partners)
        .where(and(storeIsVisible, sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.partnerId} = ${partners.id})`))
        .orderBy(sql`lower(${partners.businessName})`);
    },
  };
}
export type StoreRepository = ReturnType<typeof createStoreRepository>;

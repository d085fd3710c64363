import { centsFromShillings } from '@sokoni/domain/money';
import { slugify } from '@sokoni/domain/slug';
import { storedOptions } from '@sokoni/domain/product-options';
import { newId } from '../ids.ts';
import type { partners, products } from '../schema/index.ts';
import { SEED_STORES } from './content/partners.ts';
import type { SeedProduct } from './content/types.ts';
import { productSvg, storeSvg, type SeedImage } from './images.ts';
import { productEmoji } from './product-emoji.ts';
import { hoursSentence } from './content/shop-hours.ts';

export type PartnerRow = typeof partners.$inferInsert & { id: string };
export type ProductRow = typeof products.$inferInsert & { id: string };

export interface SeedCatalog {
  partners: PartnerRow[];
  products: ProductRow[];
  /** The data each product row came from, by product id (reviews pick comments by category). */
  sources: Map<string, SeedProduct>;
  images: SeedImage[];
}

/** The demo shops' hours: those each description states, or open around the clock. */
export type SeedHoursMode = 'described' | 'all-day';

/**
 * Turns the data files into rows and pictures. With `hours` 'described' each shop keeps the hours
 * its data file gives and its description ends by saying them; 'all-day' leaves the hours unset
 * (open around the clock) and the description silent about them. Creation times step back one minute per row so
 * "newest first" lists show the data in a stable order.
 */
export function buildCatalog(passwordHash: string, now: Date, hours: SeedHoursMode = 'described'): SeedCatalog {
  const catalog: SeedCatalog = { partners: [], products: [], sources: new Map(), images: [] };
  const total = SEED_STORES.reduce((n, store) => n + 1 + store.products.length, 0);
  let step = total;
  const stamp = () => new Date(now.getTime() - step-- * 60_000);

  for (const store of SEED_STORES) {
    const slug = slugify(store.businessName);
    const category = store.products[0]!.category;
    const profileImage = `/uploads/seed/stores/${slug}.svg`;
    catalog.images.push({ path: profileImage, svg: storeSvg({ businessName: store.businessName, category, emoji: productEmoji(store.products[0]!) }) });
    const partnerId = newId();
    const partnerCreated = stamp();
    catalog.partners.push({
      id: partnerId,
      businessName: store.businessName,
      businessType: store.businessType,
      contactNumber: store.contactNumber,
      email: `${slug}@example.com`,
      idNumber: store.idNumber,
      passwordHash,
      town: store.town,
      location: store.location,
      address: store.address,
      description: hours === 'described' ? `${store.description} ${hoursSentence(store.hours)}` : store.description,
      openingHours: hours === 'described' ? { week: store.hours, closures: [] } : null,
      profileImage,
      slug,
      role: 'partner',
      verified: true,
      createdAt: partnerCreated,
      updatedAt: partnerCreated,
    });

    for (const product of store.products) {
      const image = `/uploads/seed/products/${slug}/${slugify(product.name)}.svg`;
      catalog.images.push({ path: image, svg: productSvg(product) });
      const id = newId();
      const created = stamp();
      catalog.sources.set(id, product);
      catalog.products.push({
        id,
        partnerId,
        name: product.name,
        // The data files speak shillings, as a shop would write them.
        priceCents: centsFromShillings(product.price),
        discountedPriceCents: centsFromShillings(product.discountedPrice ?? 0),
        brand: product.brand,
        category: product.category,
        subCategory: product.subCategory,
        quantity: product.quantity,
        unit: product.unit,
        inventory: product.inventory,
        description: product.description,
        tags: product.tags,
        options: storedOptions((product.options ?? []).map((g) => ({ ...g, choices: g.choices.map((c) => ({ ...c, available: c.available ?? true })) })), newId),
        images: [image],
        primaryImage: image,
        createdAt: created,
        updatedAt: created,
      });
    }
  }
  return catalog;
}

import { isProductAvailable } from '@sokoni/domain/opening-hours';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import type { ProductRow } from './product-columns.ts';

export function toProductDto(row: ProductRow): TProduct {
  return {
    _id: row.id,
    partnerId: row.partnerId,
    name: row.name,
    price: row.price,
    discountedPrice: row.discountedPrice,
    brand: row.brand,
    category: row.category,
    subCategory: row.subCategory,
    quantity: row.quantity,
    unit: row.unit,
    inventory: row.inventory,
    maxPerOrder: row.maxPerOrder,
    description: row.description,
    tags: row.tags,
    images: row.images,
    primaryImage: row.primaryImage ?? row.images[0] ?? null,
    ...availabilityOf(row),
    shop: { _id: row.partnerId, shopName: row.shopName, town: row.shopTown, location: row.shopLocation, slug: row.shopSlug },
    ratings: { average: row.ratingAverage, count: row.ratingCount },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether a product can be ordered now, and when a sold-out mark ends by itself. */
export function availabilityOf(row: { soldOut: boolean; soldOutUntil: Date | null }, now = new Date()) {
  const available = isProductAvailable(row, now);
  return { available, soldOutUntil: available || !row.soldOutUntil ? null : row.soldOutUntil.toISOString() };
}

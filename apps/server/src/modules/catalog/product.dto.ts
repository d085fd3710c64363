import { shillingsFromCents } from '@sokoni/domain/money';
import { answeredDiscount } from '@sokoni/domain/contracts/catalog';
import { availabilityOf } from '@sokoni/domain/opening-hours';
import { answeredOptions } from '@sokoni/domain/product-options';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import type { ProductRow } from './product-columns.ts';

export function toProductDto(row: ProductRow): TProduct {
  return {
    _id: row.id,
    partnerId: row.partnerId,
    name: row.name,
    price: shillingsFromCents(row.priceCents),
    discountedPrice: answeredDiscount(shillingsFromCents(row.discountedPriceCents)),
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
    ...availabilityOf(row, new Date()),
    shop: { _id: row.partnerId, shopName: row.shopName, town: row.shopTown, location: row.shopLocation, slug: row.shopSlug },
    ratings: { average: row.ratingAverage, count: row.ratingCount },
    createdAt: row.createdAt.toISOString(),
    ...answeredOptions(row.options),
  };
}

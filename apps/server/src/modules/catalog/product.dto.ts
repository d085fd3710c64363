import { shillingsFromCents } from '@sokoni/domain/money';
import { answeredDiscount } from '@sokoni/domain/contracts/catalog';
import { availabilityOf } from '@sokoni/domain/opening-hours';
import { answeredOptions } from '@sokoni/domain/product-options';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import type { ProductRow } from './product-columns.ts';
import { deepFreeze } from '../../lib/deep-freeze.ts';
import { composed } from './composed-json.ts';

/** What a product answer says that only time changes. */
type Availability = ReturnType<typeof availabilityOf>;

/** Everything else, which depends on the row alone. */
type ProductFields = Omit<TProduct, keyof Availability>;

function productFields(row: ProductRow): ProductFields {
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
    shop: { _id: row.partnerId, shopName: row.shopName, town: row.shopTown, location: row.shopLocation, slug: row.shopSlug },
    ratings: { average: row.ratingAverage, count: row.ratingCount },
    createdAt: row.createdAt.toISOString(),
    ...answeredOptions(row.options),
  };
}

/**
 * A row's fields, built once per row object: the rows a list reads are kept and shared by
 * version (product-row-memo.ts), so their fields, and the fields' JSON (composed-json.ts), are
 * too. They are frozen, as those rows are.
 */
const fieldsOf = new WeakMap<ProductRow, ProductFields>();

export function toProductDto(row: ProductRow): TProduct {
  let fields = fieldsOf.get(row);
  if (!fields) {
    fields = deepFreeze(productFields(row));
    fieldsOf.set(row, fields);
  }
  return composed(fields, availabilityOf(row, new Date()));
}

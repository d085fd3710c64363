import { shillingsFromCents } from '@sokoni/domain/money';
import { answeredDiscount } from '@sokoni/domain/contracts/catalog';
import { availabilityOf } from '@sokoni/domain/opening-hours';
import { answeredOptions } from '@sokoni/domain/product-options';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import type { ProductRow } from './product-columns.ts';

/** A product answer's fields that depend on the row alone (all but its availability now). */
function productFields(row: ProductRow): Omit<TProduct, keyof ReturnType<typeof availabilityOf>> {
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

export function toProductDto(row: ProductRow): TProduct {
  return { ...productFields(row), ...availabilityOf(row, new Date()) };
}

/**
 * The JSON text of productFields, without its closing brace, written once per row object: list
 * rows are kept and shared while their version holds (product-row-memo.ts), and so is their text.
 */
const fieldsText = new WeakMap<ProductRow, string>();

/**
 * `JSON.stringify({ ...toProductDto(row), ...more })`, exactly, with the row's own fields taken
 * from their kept text: only the availability now and `more` are written at each answer.
 * `more` must not name a product field.
 */
export function productJson(row: ProductRow, more?: object): string {
  let head = fieldsText.get(row);
  if (head === undefined) {
    head = JSON.stringify(productFields(row)).slice(0, -1);
    fieldsText.set(row, head);
  }
  return `${head},${JSON.stringify({ ...availabilityOf(row, new Date()), ...more }).slice(1)}`;
}

import { shillingsFromCents } from '@sokoni/domain/money';
import { answeredDiscount } from '@sokoni/domain/contracts/catalog';
import { availabilityOf } from '@sokoni/domain/opening-hours';
import { answeredOptions } from '@sokoni/domain/product-options';
import type { TOwnProduct } from '@sokoni/domain/contracts/product';
import type { ProductWithShop } from './products.repository.ts';

/** A product as its store sees it; the shop's name is given under the names clients look for. */
export function toOwnProductDto({ product, shop }: ProductWithShop): TOwnProduct {
  return {
    _id: product.id,
    partnerId: product.partnerId,
    shopId: product.partnerId,
    name: product.name,
    price: shillingsFromCents(product.priceCents),
    discountedPrice: answeredDiscount(shillingsFromCents(product.discountedPriceCents)),
    brand: product.brand,
    category: product.category,
    subCategory: product.subCategory,
    quantity: product.quantity,
    unit: product.unit,
    inventory: product.inventory,
    maxPerOrder: product.maxPerOrder,
    description: product.description,
    tags: product.tags,
    images: product.images,
    primaryImage: product.primaryImage,
    ...availabilityOf(product, new Date()),
    shop: {
      _id: shop.id,
      shopName: shop.businessName,
      businessName: shop.businessName,
      town: shop.town,
      location: shop.location,
      slug: shop.slug,
    },
    ratings: { average: product.ratingAverage, count: product.ratingCount },
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    ...answeredOptions(product.options),
  };
}

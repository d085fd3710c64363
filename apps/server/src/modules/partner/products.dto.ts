import { availabilityOf } from '../catalog/product.dto.ts';
import type { TOwnProduct } from '@sokoni/domain/contracts/product';
import type { ProductWithShop } from './products.repository.ts';

/** A product as its store sees it; the shop's name is given under the names clients look for. */
export function toOwnProductDto({ product, shop }: ProductWithShop): TOwnProduct {
  return {
    _id: product.id,
    partnerId: product.partnerId,
    shopId: product.partnerId,
    name: product.name,
    price: product.price,
    discountedPrice: product.discountedPrice,
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
    ...availabilityOf(product),
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
  };
}

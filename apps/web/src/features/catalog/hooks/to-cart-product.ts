import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { addToCart, type CartProduct } from '../../../lib/cart.ts';
import { showToast } from '../../../components/ui/toast-store.ts';

export function toCartProduct(p: TProduct): CartProduct {
  return {
    _id: p._id,
    name: p.name,
    price: p.price,
    discountedPrice: p.discountedPrice,
    primaryImage: p.primaryImage,
    unit: p.unit,
    inventory: p.inventory,
    maxPerOrder: p.maxPerOrder ?? null,
    shop: { _id: p.shop._id, shopName: p.shop.shopName, town: p.shop.town },
  };
}

/** Adds to the shared cart and says what happened: the stock message when refused. */
export function addProductToCart(product: TProduct, quantity = 1): boolean {
  if (!product.available) {
    showToast(`${product.name} is sold out today.`, 'error');
    return false;
  }
  const result = addToCart(toCartProduct(product), quantity);
  if (!result.ok) {
    showToast(result.message, 'error');
    return false;
  }
  showToast(quantity > 1 ? `${quantity} × ${product.name} added to your cart` : `${product.name} added to your cart`);
  return true;
}

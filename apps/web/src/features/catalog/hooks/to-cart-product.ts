import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { addToCart, type CartProduct } from '../../../lib/cart.ts';
import { showToast } from '../../../components/ui/toast-store.ts';
import { i18n } from '../../../i18n/i18n.ts';

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
    showToast(i18n.t('catalog:toCart.soldOut', { name: product.name }), 'error');
    return false;
  }
  const result = addToCart(toCartProduct(product), quantity);
  if (!result.ok) {
    showToast(result.message, 'error');
    return false;
  }
  showToast(quantity > 1 ? i18n.t('catalog:toCart.addedMany', { quantity, name: product.name }) : i18n.t('catalog:toCart.added', { name: product.name }));
  return true;
}

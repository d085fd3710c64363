import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { addToCart, type CartChoice, type CartProduct } from '../../../lib/cart.ts';
import type { OptionGroup } from './use-option-choice.ts';
import { showToast } from '../../../components/ui/toast-store.ts';
import { i18n } from '../../../i18n/i18n.ts';

/** A choice as the cart keeps it: the ids the order sends, the words and difference it shows. */
export type Chosen = { group: OptionGroup; choice: OptionGroup['choices'][number] };
const cartChoice = ({ group, choice }: Chosen): CartChoice => ({ group: group._id, groupName: group.name, choice: choice._id, choiceName: choice.name, priceDelta: choice.priceDelta });

export function toCartProduct(p: TProduct, chosen: readonly Chosen[] = []): CartProduct {
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
    ...(chosen.length ? { choices: chosen.map(cartChoice) } : {}),
  };
}

/** Adds to the shared cart, with the choices made in its option groups, and says what happened: the stock message when refused. */
export function addProductToCart(product: TProduct, quantity = 1, chosen: readonly Chosen[] = []): boolean {
  if (!product.available) {
    showToast(i18n.t('catalog:toCart.soldOut', { name: product.name }), 'error');
    return false;
  }
  const result = addToCart(toCartProduct(product, chosen), quantity);
  if (!result.ok) {
    showToast(result.message, 'error');
    return false;
  }
  showToast(quantity > 1 ? i18n.t('catalog:toCart.addedMany', { quantity, name: product.name }) : i18n.t('catalog:toCart.added', { name: product.name }));
  return true;
}

import { intlLocale } from '../../../i18n/i18n.ts';

/** The pack size as the shop entered it: '500 grams', '1 plate', '60 pcs'. */
export function quantityLabel(product: { quantity: number; unit: string }): string {
  return `${product.quantity.toLocaleString(intlLocale())} ${product.unit}`;
}

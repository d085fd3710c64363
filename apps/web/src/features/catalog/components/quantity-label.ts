import { intlLocale } from '../../../i18n/i18n.ts';
import { unitWords } from '../../../lib/platform-words.ts';

/** The pack size in the reader's language: '500 grams', '1 plate', '60 pcs' ('60 vipande'). */
export function quantityLabel(product: { quantity: number; unit: string }): string {
  return unitWords(product.quantity, product.unit, product.quantity.toLocaleString(intlLocale()));
}

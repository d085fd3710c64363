import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { DEFAULT_PRODUCT_UNIT } from '@sokoni/domain/contracts/product';
import { i18n } from '../../../i18n/i18n.ts';
import type { ProductFields } from '../api/product-form-data.ts';
import { draftsOf, optionsField } from '../lib/option-drafts.ts';

/** The product form as typed: every value is text until the contract parses it. */
export type ProductFormValues = ProductFields;

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  price: '',
  discountedPrice: '',
  brand: '',
  category: '',
  subCategory: '',
  quantity: '1',
  unit: DEFAULT_PRODUCT_UNIT,
  inventory: '',
  description: '',
  tags: '',
  maxPerOrder: '',
  options: '[]',
};

export function valuesOf(product: TProduct): ProductFormValues {
  return {
    name: product.name,
    price: String(product.price),
    discountedPrice: product.discountedPrice ? String(product.discountedPrice) : '',
    brand: product.brand,
    category: product.category,
    subCategory: product.subCategory ?? '',
    quantity: String(product.quantity),
    unit: product.unit || DEFAULT_PRODUCT_UNIT,
    inventory: String(product.inventory),
    description: product.description,
    tags: product.tags.join(', '),
    maxPerOrder: product.maxPerOrder ? String(product.maxPerOrder) : '',
    options: optionsField(draftsOf(product.options)),
  };
}

/** Words on screen for the contract's field names ('price is required' -> 'Price is required'), in the screen's language. */
export function productLabels(): Record<keyof ProductFormValues, string> {
  const label = (key: keyof ProductFormValues) => i18n.t(`productForm.${key}`, { ns: 'partner' });
  return {
    name: label('name'),
    price: label('price'),
    discountedPrice: label('discountedPrice'),
    brand: label('brand'),
    category: label('category'),
    subCategory: label('subCategory'),
    quantity: label('quantity'),
    unit: label('unit'),
    inventory: label('inventory'),
    description: label('description'),
    tags: label('tags'),
    maxPerOrder: label('maxPerOrder'),
    options: label('options'),
  };
}

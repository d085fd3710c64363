import type { TOwnProduct } from '@sokoni/domain/contracts/product';
import { productFormData, type ProductSubmission } from './product-form-data.ts';
import { sendForm } from './send-form.ts';

/** POST /api/products (multipart, images up to 5). */
export function createProduct(submission: ProductSubmission, onProgress?: (fraction: number) => void): Promise<TOwnProduct> {
  return sendForm<TOwnProduct>('/api/products', productFormData(submission), { onProgress });
}


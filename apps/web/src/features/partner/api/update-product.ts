import type { TOwnProduct } from '@sokoni/domain/contracts/product';
import { productFormData, type ProductSubmission } from './product-form-data.ts';
import { sendForm } from './send-form.ts';

/** PUT /api/products/{id} with the same multipart fields as creation. */
export function updateProduct(id: string, submission: ProductSubmission, onProgress?: (fraction: number) => void): Promise<TOwnProduct> {
  return sendForm<TOwnProduct>(`/api/products/${id}`, productFormData(submission), { method: 'PUT', onProgress });
}


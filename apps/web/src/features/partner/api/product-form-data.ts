/** The product's text fields, as the form holds them and the spec's multipart body carries them. */
export interface ProductFields {
  name: string;
  price: string;
  discountedPrice: string;
  brand: string;
  category: string;
  subCategory: string;
  quantity: string;
  unit: string;
  inventory: string;
  description: string;
  tags: string;
  /** The most one order may take; empty for no maximum of the shop's own. */
  maxPerOrder: string;
  /** The option groups as JSON text; '[]' for none. */
  options: string;
}

/** What the product form sends, as the spec's multipart fields. */
export interface ProductSubmission {
  fields: ProductFields;
  shopId: string;
  images: File[];
  /** An existing image path or new:{index}; null when the product has no image. */
  primaryImage: string | null;
  deletedImages: string[];
}

export function productFormData(submission: ProductSubmission): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(submission.fields)) form.append(key, value);
  form.append('shopId', submission.shopId);
  if (submission.primaryImage) form.append('primaryImage', submission.primaryImage);
  form.append('deletedImages', JSON.stringify(submission.deletedImages));
  // Files go last so the server has read every field before the first image streams in.
  for (const file of submission.images) form.append('images', file, file.name);
  return form;
}

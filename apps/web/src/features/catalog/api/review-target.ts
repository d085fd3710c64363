/** What a review, rating or comment is about: a store or a product. */
export interface ReviewTarget {
  kind: 'store' | 'product';
  id: string;
}

const BASE = { store: '/api/partners', product: '/api/products' } as const;

export const reviewPath = (target: ReviewTarget, action: 'reviews' | 'rate' | 'comments') =>
  `${BASE[target.kind]}/${encodeURIComponent(target.id)}/${action}`;

/** The seven categories the landing page promotes (spec section 1). */
export const LANDING_CATEGORIES = ['Food', 'Fashion', 'Pet Supplies', 'Toys & games', 'Electronics', 'Health', 'Beauty & Personal Care'] as const;

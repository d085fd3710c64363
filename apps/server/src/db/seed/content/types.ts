/** The categories promoted on the landing page, spelled exactly as the chips show them. */
export const LANDING_CATEGORIES = [
  'Food',
  'Fashion',
  'Pet Supplies',
  'Toys & games',
  'Electronics',
  'Health',
  'Beauty & Personal Care',
] as const;

export type LandingCategory = (typeof LANDING_CATEGORIES)[number];

/** The units the product form offers. */
export type ProductUnit = 'pcs' | 'kg' | 'grams' | 'unit' | 'set' | 'plate' | 'other';

export const SEED_TOWNS = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret'] as const;
export type SeedTown = (typeof SEED_TOWNS)[number];

/** One product as written in the data files; prices in Kenyan shillings. */
export interface SeedProduct {
  name: string;
  category: LandingCategory;
  subCategory: string;
  brand: string;
  price: number;
  /** A promotional price below `price`; absent means no offer. */
  discountedPrice?: number;
  quantity: number;
  unit: ProductUnit;
  inventory: number;
  description: string;
  tags: string[];
}

/** Product fields without the category, which a data file sets once for a whole list. */
export type SeedProductInput = Omit<SeedProduct, 'category'>;

export function inCategory(category: LandingCategory, products: SeedProductInput[]): SeedProduct[] {
  return products.map((product) => ({ ...product, category }));
}

export interface SeedStore {
  businessName: string;
  businessType: string;
  town: SeedTown;
  /** 'lat,lng' with six decimals. */
  location: string;
  address: string;
  description: string;
  /** +254 form, as the phone normaliser stores it. */
  contactNumber: string;
  idNumber: string;
  products: SeedProduct[];
}

import type { TWeekHours } from '@sokoni/domain/opening-hours';

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
  /** Option groups (sizes, extras, weights); price changes in shillings. Absent: none. */
  options?: SeedOptionGroup[];
}

export interface SeedOptionGroup {
  name: string;
  required: boolean;
  min: number;
  max: number;
  choices: { name: string; priceDelta: number; available?: boolean }[];
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
  /** What the shop says of itself; the sentence stating its hours is added from `hours`. */
  description: string;
  /** Weekly opening hours in Nairobi time (content/shop-hours.ts writes them and says them). */
  hours: TWeekHours;
  /** +254 form, as the phone normaliser stores it. */
  contactNumber: string;
  idNumber: string;
  products: SeedProduct[];
}

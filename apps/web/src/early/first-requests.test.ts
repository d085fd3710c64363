import { describe, expect, it } from 'vitest';
import { storefrontSearch } from '../features/catalog/api/storefront-search.ts';
import { storefrontParamsFrom } from '../features/catalog/hooks/storefront-params.ts';
import { firstRequests } from './first-requests.ts';

const STORE = '6650C0000000000000000001';

describe("the early-data script's first requests", () => {
  it('asks for exactly the storefront page the menu will ask for, with its filters and the delivery place', () => {
    const search = '?category=Food&sort=price_low_high&minPrice=abc';
    const place = { town: 'Nakuru', location: '-0.30,36.07' };
    const params = storefrontParamsFrom('menu', new URLSearchParams(search));
    const expected = `/api/storefront?${storefrontSearch({ ...params, near: place.location, town: place.town, reach: 'near' }, null)}`;
    expect(firstRequests('/menu', search, place)).toEqual([expected, '/api/catalog/facets', '/api/promotions']);
    expect(firstRequests('/offers', '', null)[0]).toBe('/api/storefront?view=offers&sort=relevance&limit=24&withTotal=true');
  });

  it('asks for a store and its products, or a product, by id; a slug or any other page waits for the app', () => {
    expect(firstRequests(`/store/${STORE}`, '', null)).toEqual([`/api/partners/${STORE.toLowerCase()}`, `/api/products-by-partner/${STORE.toLowerCase()}?limit=60`]);
    expect(firstRequests(`/product/${STORE}`, '', null)).toEqual([`/api/products/${STORE.toLowerCase()}`]);
    expect(firstRequests('/store/kilimani-pizza-oven', '', null)).toEqual([]);
    expect(firstRequests('/customer-dashboard', '', null)).toEqual([]);
  });
});

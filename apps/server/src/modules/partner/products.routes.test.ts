import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { PRODUCT_IMAGE_LIMIT_MESSAGE } from '@sokoni/domain/contracts/product';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { multipart, signupAdmin, signupCustomer, signupDriver, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { newId } from '../../db/ids.ts';
import { orderItems, orders, subOrders } from '../../db/schema/index.ts';

let t: TestApp;
let shopA: Created;
let shopB: Created;
let admin: Created;
const pngs: Buffer[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [shopA, shopB, admin] = await Promise.all([signupPartner(t), signupPartner(t), signupAdmin(t)]);
  const colours = ['#c0392b', '#27ae60', '#2980b9', '#f1c40f', '#8e44ad', '#16a085', '#d35400'];
  for (const background of colours) {
    pngs.push(await sharp({ create: { width: 12, height: 12, channels: 3, background } }).png().toBuffer());
  }
});
afterAll(async () => {
  await t?.close();
});

const productFields = (overrides: Record<string, string> = {}) => ({
  name: 'Sukuma Wiki Bunch',
  price: '40.50',
  brand: 'Shamba Fresh',
  category: 'Food',
  subCategory: 'Vegetables',
  quantity: '1',
  unit: 'pcs',
  inventory: '25',
  description: 'Freshly picked this morning.',
  tags: 'greens, fresh , local',
  ...overrides,
});

const images = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ field: 'images', filename: `photo${i}.png`, type: 'image/png', data: pngs[from + i]! }));

function send(method: 'POST' | 'PUT', url: string, token: string | undefined, fields: Record<string, string>, files = images(0)) {
  return t.call({ method, url, token, ...multipart(fields, files) });
}

async function createProduct(owner: Created, imageCount = 0, overrides: Record<string, string> = {}) {
  const res = await send('POST', '/api/products', owner.token, productFields(overrides), images(imageCount));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json();
}

const storedProductFiles = () => readdirSync(join(t.config.uploadsDir, 'products')).length;
const served = async (path: string) => (await t.call({ method: 'GET', url: path })).statusCode;

describe('POST /api/products', () => {
  it("creates a product in the caller's store with images, tags and the chosen primary image", async () => {
    const res = await send('POST', '/api/products', shopA.token, productFields({ primaryImage: 'new:1', shopId: shopA.id }), images(2));
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      name: 'Sukuma Wiki Bunch',
      price: 40.5,
      discountedPrice: null,
      unit: 'pcs',
      inventory: 25,
      tags: ['greens', 'fresh', 'local'],
      partnerId: shopA.id,
      shop: { _id: shopA.id, shopName: (shopA.body.partner as { businessName: string }).businessName },
    });
    expect(product._id).toMatch(/^[0-9a-f]{24}$/);
    expect(product.images).toHaveLength(2);
    for (const path of product.images) expect(path).toMatch(/^\/uploads\/products\/[0-9a-f]{24}\.webp$/);
    expect(product.primaryImage).toBe(product.images[1]);
    expect(await served(product.primaryImage)).toBe(200);
  });

  it('serves product pictures so that a client on another origin may show them', async () => {
    const res = await send('POST', '/api/products', shopA.token, productFields(), images(1));
    const picture = await t.call({ method: 'GET', url: res.json().primaryImage, headers: { origin: 'https://shop.example' } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('defaults the unit to pcs, the primary image to the first one, and accepts tags as a JSON list', async () => {
    const fields = productFields({ tags: '["maize","unga"]' });
    delete (fields as Record<string, string>).unit;
    const res = await send('POST', '/api/products', shopA.token, fields, images(2, 2));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ unit: 'pcs', tags: ['maize', 'unga'] });
    expect(res.json().primaryImage).toBe(res.json().images[0]);
  });

  it.each(['name', 'price', 'brand', 'category', 'quantity', 'inventory', 'description'])('refuses a missing %s with a 400 naming it', async (field) => {
    const fields: Record<string, string> = productFields();
    delete fields[field];
    const res = await send('POST', '/api/products', shopA.token, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`${field} is required`);
  });

  it.each([
    [{ price: '0' }, 'price must be greater than 0'],
    [{ price: '12.345' }, 'price can have at most two decimals'],
    [{ price: 'ten' }, 'price must be a number'],
    [{ quantity: '0' }, 'quantity must be greater than 0'],
    [{ inventory: '-1' }, 'inventory must be at least 0'],
    [{ inventory: '2.5' }, 'inventory must be a whole number'],
    [{ unit: 'litres' }, 'unit must be one of pcs, kg, grams, unit, set, plate, other'],
    [{ discountedPrice: '40.50' }, 'Discounted price must be lower than the price.'],
    [{ discountedPrice: '99' }, 'Discounted price must be lower than the price.'],
  ])('refuses %o', async (overrides, message) => {
    const res = await send('POST', '/api/products', shopA.token, productFields(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('keeps a discounted price below the price, and treats an empty one as no discount', async () => {
    expect((await createProduct(shopA, 0, { discountedPrice: '35' })).discountedPrice).toBe(35);
    expect((await createProduct(shopA, 0, { discountedPrice: '' })).discountedPrice).toBeNull();
  });

  it('refuses a text file named .png with 400 and stores nothing', async () => {
    await createProduct(shopA, 1);
    const before = storedProductFiles();
    const fake = { field: 'images', filename: 'photo.png', type: 'image/png', data: Buffer.from('just some text, not a picture') };
    const res = await send('POST', '/api/products', shopA.token, productFields(), [...images(1), fake]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('images');
    // The good image stored before the bad one was found is removed again.
    expect(storedProductFiles()).toBe(before);
  });

  it.each([6, 7])('refuses %i images with the five-image message', async (count) => {
    const res = await send('POST', '/api/products', shopA.token, productFields(), images(count));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PRODUCT_IMAGE_LIMIT_MESSAGE);
  });

  it('refuses a primaryImage that points at no uploaded file', async () => {
    const res = await send('POST', '/api/products', shopA.token, productFields({ primaryImage: 'new:3' }), images(2));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('primaryImage');
  });

  it('refuses a shopId naming another store with 403', async () => {
    const res = await send('POST', '/api/products', shopA.token, productFields({ shopId: shopB.id }));
    expect(res.statusCode).toBe(403);
  });

  it('refuses customer and driver tokens with 403 and no token with 401', async () => {
    const [customer, driver] = await Promise.all([signupCustomer(t), signupDriver(t)]);
    expect((await send('POST', '/api/products', customer.token, productFields())).statusCode).toBe(403);
    expect((await send('POST', '/api/products', driver.token, productFields())).statusCode).toBe(403);
    expect((await send('POST', '/api/products', undefined, productFields())).statusCode).toBe(401);
  });
});

describe('PUT /api/products/:id', () => {
  it('edits only the fields sent, as a form or as JSON', async () => {
    const product = await createProduct(shopA, 1);
    const res = await t.call({ method: 'PUT', url: `/api/products/${product._id}`, token: shopA.token, payload: { inventory: 7, tags: ['sale'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: product.name, price: product.price, inventory: 7, tags: ['sale'], images: product.images });
    const form = await send('PUT', `/api/products/${product._id}`, shopA.token, { name: 'Managu Bunch', subCategory: '' });
    expect(form.json()).toMatchObject({ name: 'Managu Bunch', subCategory: null, inventory: 7 });
  });

  it('refuses emptying a required field', async () => {
    const product = await createProduct(shopA);
    const res = await send('PUT', `/api/products/${product._id}`, shopA.token, { brand: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('brand is required');
  });

  it('checks the discount against the stored price when only one of them changes', async () => {
    const product = await createProduct(shopA, 0, { price: '100', discountedPrice: '80' });
    const lower = await send('PUT', `/api/products/${product._id}`, shopA.token, { price: '80' });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().message).toBe('Discounted price must be lower than the price.');
    const raise = await send('PUT', `/api/products/${product._id}`, shopA.token, { discountedPrice: '120' });
    expect(raise.statusCode).toBe(400);
    const clear = await send('PUT', `/api/products/${product._id}`, shopA.token, { price: '80', discountedPrice: '0' });
    expect(clear.json()).toMatchObject({ price: 80, discountedPrice: null });
  });

  it('keeps five images in total across edits, counting deletions first', async () => {
    const product = await createProduct(shopA, 3);
    const tooMany = await send('PUT', `/api/products/${product._id}`, shopA.token, {}, images(3, 3));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(PRODUCT_IMAGE_LIMIT_MESSAGE);

    const [gone, ...kept] = product.images as string[];
    const res = await send(
      'PUT',
      `/api/products/${product._id}`,
      shopA.token,
      { deletedImages: JSON.stringify([gone]), primaryImage: 'new:1' },
      images(3, 3),
    );
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    expect(edited.images).toHaveLength(5);
    expect(edited.images.slice(0, 2)).toEqual(kept);
    expect(edited.images).not.toContain(gone);
    expect(edited.primaryImage).toBe(edited.images[3]);
    expect(await served(gone!)).toBe(404);
    expect(await served(edited.primaryImage)).toBe(200);

    const sixth = await send('PUT', `/api/products/${product._id}`, shopA.token, {}, images(1, 6));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(PRODUCT_IMAGE_LIMIT_MESSAGE);
  });

  it('lets only one of two simultaneous edits pass the five-image limit', async () => {
    const product = await createProduct(shopA, 3);
    const before = storedProductFiles();
    const results = await Promise.all([
      send('PUT', `/api/products/${product._id}`, shopA.token, {}, images(2, 3)),
      send('PUT', `/api/products/${product._id}`, shopA.token, {}, images(2, 5)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect(winner.images).toHaveLength(5);
    // The refused edit's files are removed again.
    expect(storedProductFiles()).toBe(before + 2);
  });

  it('chooses an existing image as primary, and moves the primary on when it is deleted', async () => {
    const product = await createProduct(shopA, 3);
    const [first, second, third] = product.images as string[];
    const chosen = await send('PUT', `/api/products/${product._id}`, shopA.token, { primaryImage: third! });
    expect(chosen.json().primaryImage).toBe(third);
    const deleting = await send('PUT', `/api/products/${product._id}`, shopA.token, { primaryImage: third!, deletedImages: JSON.stringify([third]) });
    expect(deleting.statusCode).toBe(400);
    const removed = await send('PUT', `/api/products/${product._id}`, shopA.token, { deletedImages: JSON.stringify([third]) });
    expect(removed.json()).toMatchObject({ images: [first, second], primaryImage: first });
  });

  it("never deletes a file that is not the product's own", async () => {
    const mine = await createProduct(shopA, 1);
    const theirs = await createProduct(shopB, 1);
    const res = await send('PUT', `/api/products/${mine._id}`, shopA.token, { deletedImages: JSON.stringify([theirs.images[0], '/uploads/../secret']) });
    expect(res.statusCode).toBe(200);
    expect(res.json().images).toEqual(mine.images);
    expect(await served(theirs.images[0])).toBe(200);
  });

  it("refuses another store's product with 403 and leaves it unchanged", async () => {
    const product = await createProduct(shopA);
    const res = await send('PUT', `/api/products/${product._id}`, shopB.token, { name: 'Stolen', shopId: shopB.id });
    expect(res.statusCode).toBe(403);
    const moved = await send('PUT', `/api/products/${product._id}`, shopA.token, { shopId: shopB.id });
    expect(moved.statusCode).toBe(403);
    const again = await send('PUT', `/api/products/${product._id}`, shopA.token, { inventory: '1' });
    expect(again.json()).toMatchObject({ name: product.name, partnerId: shopA.id });
  });

  it('lets the admin edit any product without moving it', async () => {
    const product = await createProduct(shopA);
    const res = await send('PUT', `/api/products/${product._id}`, admin.token, { description: 'Checked by the platform.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ description: 'Checked by the platform.', partnerId: shopA.id });
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await send('PUT', '/api/products/0123456789abcdef01234567', shopA.token, { name: 'x' })).statusCode).toBe(404);
    expect((await send('PUT', '/api/products/nope', shopA.token, { name: 'x' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes an own product and its image files', async () => {
    const product = await createProduct(shopA, 2);
    const res = await t.call({ method: 'DELETE', url: `/api/products/${product._id}`, token: shopA.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Product deleted successfully.' });
    for (const path of product.images) expect(await served(path)).toBe(404);
    expect((await send('PUT', `/api/products/${product._id}`, shopA.token, { name: 'x' })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/products/${product._id}`, token: shopA.token })).statusCode).toBe(404);
  });

  it("refuses another store's product with 403 and keeps it", async () => {
    const product = await createProduct(shopA, 1);
    expect((await t.call({ method: 'DELETE', url: `/api/products/${product._id}`, token: shopB.token })).statusCode).toBe(403);
    const customer = await signupCustomer(t);
    expect((await t.call({ method: 'DELETE', url: `/api/products/${product._id}`, token: customer.token })).statusCode).toBe(403);
    expect(await served(product.images[0])).toBe(200);
  });

  it('lets the admin delete any product', async () => {
    const product = await createProduct(shopB);
    expect((await t.call({ method: 'DELETE', url: `/api/products/${product._id}`, token: admin.token })).statusCode).toBe(200);
  });

  it('keeps past orders intact: the order line keeps its name and price', async () => {
    const customer = await signupCustomer(t);
    const product = await createProduct(shopA);
    const db = t.database.db;
    const orderId = newId();
    const subOrderId = newId();
    const itemId = newId();
    await db.insert(orders).values({
      id: orderId,
      orderId: `SKN-TEST-${orderId.slice(-6)}`,
      userId: customer.id,
      deliveryTown: 'Nairobi',
      deliveryLocation: '-1.2921,36.8219',
      deliveryFeeCents: 10_000,
      deliveryOption: 'platform',
      paymentMethod: 'cash',
      totalCents: 14_050,
    });
    await db.insert(subOrders).values({ id: subOrderId, orderId, partnerId: shopA.id, totalCents: 4050 });
    await db.insert(orderItems).values({ id: itemId, orderId, subOrderId, productId: product._id, name: product.name, quantity: 1, priceCents: 4050 });

    expect((await t.call({ method: 'DELETE', url: `/api/products/${product._id}`, token: shopA.token })).statusCode).toBe(200);
    const [line] = await db.select().from(orderItems).where(eq(orderItems.id, itemId));
    expect(line).toMatchObject({ name: product.name, priceCents: 4050, quantity: 1, productId: null });
  });
});

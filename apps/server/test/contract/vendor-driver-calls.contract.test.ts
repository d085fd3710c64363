import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { driverInput, multipart, partnerInput, signupCustomer, type Created } from '../helpers/accounts.ts';
import { deliveryPinOf, newOrder, setVerification, type PlacedOrder } from '../helpers/lifecycle.ts';
import { PDF } from '../helpers/authorization-fixture.ts';
import { createContractApp, expectFields, expectList, ID, resetTokenMailedTo, specCall, specJson } from './contract-client.ts';

/**
 * Every row of the vendor, driver and other calls (shared/spec/vendor-driver-admin.md, section 7),
 * called as the spec's client calls them from its own origin, with the answer's shape checked
 * against the table's words and the entities of section 3.
 */

const PARTNER_FIELDS = ['_id', 'businessName', 'businessType', 'profileImage', 'contactNumber', 'email', 'idNumber', 'businessPermit', 'town', 'location', 'description', 'role', 'slug'];
const PRODUCT_FIELDS = ['_id', 'name', 'price', 'discountedPrice', 'brand', 'category', 'subCategory', 'quantity', 'unit', 'inventory', 'description', 'tags', 'images', 'primaryImage', 'ratings'];
const SUB_ORDER_FIELDS = ['_id', 'shop', 'status', 'total', 'items', 'parentOrder', 'deliveredBy', 'deliveredByPhone', 'createdAt', 'deliveredAt'];
const NOTIFICATION_FIELDS = ['_id', 'message', 'subOrderId', 'orderId', 'url', 'timestamp'];
const DRIVER_FIELDS = ['_id', 'username', 'email', 'phoneNumber', 'nationalId', 'driverLicenseNumber', 'profilePhotoUrl', 'profileCompleted', 'verificationStatus', 'status', 'createdAt', 'updatedAt', 'currentLocation', 'emergencyContact', 'vehicleDetails'];
const ORDER_FIELDS = ['_id', 'orderId', 'paymentStatus', 'paymentMethod', 'delivery', 'items', 'subOrders', 'total', 'status', 'assignedDriver', 'deliveredBy', 'deliveredByPhone', 'user', 'createdAt', 'updatedAt', 'deliveredAt'];

let t: TestApp;
let png: Buffer;
const partnerForm = partnerInput({ businessName: 'Contract Grocers', email: 'contract.grocer@example.com' });
const driverForm = driverInput({ email: 'contract.driver@example.com' });
let partner: { id: string; token: string };
let driver: { id: string; token: string };
let productId: string;
let customer: Created;
let order: PlacedOrder;

beforeAll(async () => {
  t = await createContractApp();
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a7' } }).png().toBuffer();
});
afterAll(async () => {
  await t?.close();
});

const picture = (field: string) => ({ field, filename: `${field}.png`, type: 'image/png', data: png });

describe('partner calls (vendor-driver-admin.md section 7)', () => {
  it('POST /api/signup (multipart, with role, permit and picture) answers token and partner', async () => {
    const body = await specJson(t, 'POST', '/api/signup', {
      ...multipart({ ...partnerForm, role: 'partner' }, [picture('profileImage'), { field: 'businessPermit', filename: 'permit.pdf', type: 'application/pdf', data: PDF }]),
    });
    expectFields(body, ['token', 'partner'], 'partner signup answer');
    expectFields(body.partner, PARTNER_FIELDS, 'partner');
    partner = { id: (body.partner as { _id: string })._id, token: body.token as string };
    expect(partner.id).toMatch(ID);
  });

  it("POST /api/login answers token and role 'partner'", async () => {
    const body = await specJson(t, 'POST', '/api/login', { payload: { identifier: partnerForm.businessName, password: partnerForm.password } });
    expectFields(body, ['token', 'role'], 'login answer');
    expect(body.role).toBe('partner');
  });

  it('GET /api/partner answers the partner including role', async () => {
    const body = await specJson(t, 'GET', '/api/partner', { token: partner.token });
    expectFields(body, PARTNER_FIELDS, 'own partner');
    expect(body.role).toBe('partner');
  });

  it('POST /api/upload-profile-image answers profileImage; POST /api/upload-business-permit answers businessPermit', async () => {
    const image = await specJson(t, 'POST', '/api/upload-profile-image', { token: partner.token, ...multipart({ partnerId: partner.id }, [picture('profileImage')]) });
    expectFields(image, ['profileImage'], 'upload-profile-image answer');
    // The client shows `${backendUrl}${profileImage}` from its own origin.
    const served = await specCall(t, 'GET', image.profileImage as string);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const permit = await specJson(t, 'POST', '/api/upload-business-permit', {
      token: partner.token,
      ...multipart({ partnerId: partner.id }, [{ field: 'businessPermit', filename: 'permit.pdf', type: 'application/pdf', data: PDF }]),
    });
    expectFields(permit, ['businessPermit'], 'upload-business-permit answer');
  });

  it('GET /api/partners/{id} answers the partner; PUT /api/partners/{id} takes the profile fields with the permit URL', async () => {
    const current = await specJson(t, 'GET', `/api/partners/${partner.id}`, { token: partner.token });
    expectFields(current, PARTNER_FIELDS, 'partner');
    const { businessName, businessType, contactNumber, email, town, location, businessPermit } = current as Record<string, string>;
    const body = await specJson(t, 'PUT', `/api/partners/${partner.id}`, {
      token: partner.token,
      payload: { businessName, businessType, contactNumber, email, town, location, businessPermit, description: 'Fresh produce daily' },
    });
    expectFields(body, PARTNER_FIELDS, 'updated partner');
    expect(body.description).toBe('Fresh produce daily');
  });

  it('GET /api/partners/slug/{slug} answers _id', async () => {
    const body = await specJson(t, 'GET', '/api/partners/slug/contract-grocers');
    expect(body._id).toBe(partner.id);
  });

  it('POST /api/products (multipart) creates; PUT /api/products/{id} edits; both answer the product', async () => {
    const fields = {
      name: 'Sukuma Bunch', price: '40', brand: 'Shamba', category: 'Food', subCategory: 'Vegetables', quantity: '1', unit: 'pcs',
      description: 'Picked this morning', tags: 'greens, fresh', inventory: '30', discountedPrice: '0', shopId: partner.id, primaryImage: 'new:0', deletedImages: '[]',
    };
    const created = await specJson(t, 'POST', '/api/products', { token: partner.token, ...multipart(fields, [{ ...picture('images'), filename: 'a.png' }]) });
    expectFields(created, PRODUCT_FIELDS, 'created product');
    productId = created._id as string;
    const edited = await specJson(t, 'PUT', `/api/products/${productId}`, {
      token: partner.token,
      ...multipart({ ...fields, price: '45', primaryImage: (created.images as string[])[0]! }),
    });
    expectFields(edited, PRODUCT_FIELDS, 'edited product');
    expect(edited.price).toBe(45);
  });

  it('GET /api/products?partnerId= and GET /api/products-by-partner/{partnerId} answer products', async () => {
    for (const path of [`/api/products?partnerId=${partner.id}`, `/api/products-by-partner/${partner.id}`]) {
      const body = await specJson(t, 'GET', path);
      expectFields(body, ['products'], path);
      expectList(body.products, `${path} products`);
      expect(body.products).toHaveLength(1);
      expectFields(body.products[0], PRODUCT_FIELDS, `${path} product`);
    }
  });

  it('GET /api/partners/{id}/orders answers sub-orders; PUT /api/suborders/{id}/status answers status; GET /api/suborders/{id}', async () => {
    customer = await signupCustomer(t);
    order = await newOrder(t, customer, [{ product: productId, quantity: 2 }]);
    const subs = await specJson<unknown>(t, 'GET', `/api/partners/${partner.id}/orders`, { token: partner.token });
    expectList(subs, 'store sub-orders');
    expect(subs).toHaveLength(1);
    expectFields(subs[0], SUB_ORDER_FIELDS, 'store sub-order');
    expectFields(subs[0].parentOrder, ['_id', 'status', 'deliveredBy', 'deliveredByPhone', 'deliveredAt'], 'store sub-order.parentOrder');
    const subId = order.subOrders[0]!._id;
    for (const status of ['OrderReceived', 'Preparing', 'ReadyForPickup']) {
      const body = await specJson(t, 'PUT', `/api/suborders/${subId}/status`, { token: partner.token, payload: { status } });
      expectFields(body, ['status'], 'status answer');
      expect(body.status).toBe(status);
    }
    expectFields(await specJson(t, 'GET', `/api/suborders/${subId}`, { token: partner.token }), SUB_ORDER_FIELDS, 'sub-order');
  });

  it('GET /api/order/{id}/status and GET /api/orders/{id}/status answer status', async () => {
    for (const path of [`/api/order/${order._id}/status`, `/api/orders/${order._id}/status`]) {
      const body = await specJson(t, 'GET', path, { token: partner.token });
      expect(body.status, path).toBe('ReadyForPickup');
    }
  });

  it('GET /api/partner-notifications/{partnerId} answers a list; PATCH .../read and DELETE ... act on one', async () => {
    const list = await specJson<unknown>(t, 'GET', `/api/partner-notifications/${partner.id}`, { token: partner.token });
    expectList(list, 'partner notifications');
    expect(list.length).toBeGreaterThan(0);
    expectFields(list[0], NOTIFICATION_FIELDS, 'partner notification');
    const id = list[0]._id as string;
    await specJson(t, 'PATCH', `/api/partner-notifications/${id}/read`, { token: partner.token });
    await specJson(t, 'DELETE', `/api/partner-notifications/${id}`, { token: partner.token });
    const after = await specJson<{ _id: string }[]>(t, 'GET', `/api/partner-notifications/${partner.id}`, { token: partner.token });
    expect(after.map((n) => n._id)).not.toContain(id);
  });

  it('POST /api/auth/request-reset (Partner) answers message; POST /api/auth/reset-password succeeds', async () => {
    const body = await specJson(t, 'POST', '/api/auth/request-reset', { payload: { email: partnerForm.email, accountType: 'Partner' } });
    expectFields(body, ['message'], 'request-reset answer');
    const token = await resetTokenMailedTo(t, partnerForm.email);
    await specJson(t, 'POST', '/api/auth/reset-password', { payload: { token, email: partnerForm.email, newPassword: 'fresh-shop-1', accountType: 'Partner' } });
    partner.token = (await specJson(t, 'POST', '/api/login', { payload: { identifier: partnerForm.businessName, password: 'fresh-shop-1' } })).token as string;
  });
});

describe('driver calls (vendor-driver-admin.md section 7)', () => {
  it('POST /api/driver/signup and POST /api/driver/login answer { driver, token }', async () => {
    const signedUp = await specJson(t, 'POST', '/api/driver/signup', { payload: driverForm });
    expectFields(signedUp, ['driver', 'token'], 'driver signup answer');
    expectFields(signedUp.driver, DRIVER_FIELDS, 'driver');
    const loggedIn = await specJson(t, 'POST', '/api/driver/login', { payload: { username: driverForm.username, password: driverForm.password } });
    expectFields(loggedIn, ['driver', 'token'], 'driver login answer');
    driver = { id: (loggedIn.driver as { _id: string })._id, token: loggedIn.token as string };
    await setVerification(t, driver.id, 'Approved');
  });

  it('GET /api/driver/profile answers the driver', async () => {
    const body = await specJson(t, 'GET', '/api/driver/profile', { token: driver.token });
    expectFields(body, DRIVER_FIELDS, 'driver profile');
    expectFields(body.currentLocation, ['town', 'location'], 'driver.currentLocation');
    expectFields(body.emergencyContact, ['name', 'phoneNumber', 'relationship'], 'driver.emergencyContact');
    expectFields(body.vehicleDetails, ['make', 'model', 'plateNumber', 'type', 'color'], 'driver.vehicleDetails');
  });

  it('PUT /api/driver/update-profile (JSON parts) and PUT /api/driver/updates-profile (formData) save the profile', async () => {
    await specJson(t, 'PUT', '/api/driver/update-profile', {
      token: driver.token,
      ...multipart({
        vehicleDetails: JSON.stringify({ make: 'Honda', model: 'Ace', plateNumber: driverForm.plateNumber, type: 'Motorbike', color: 'Red' }),
        emergencyContact: JSON.stringify({ name: 'Akinyi', phoneNumber: '0711000111', relationship: 'Sister' }),
        currentLocation: JSON.stringify({ town: 'Nairobi', location: '-1.2921,36.8219' }),
        profileCompleted: 'true',
      }, [picture('profileImage')]),
    });
    await specJson(t, 'PUT', '/api/driver/updates-profile', { token: driver.token, ...multipart({ formData: JSON.stringify({ email: driverForm.email }) }) });
    expect((await specJson(t, 'GET', '/api/driver/profile', { token: driver.token })).profileCompleted).toBe(true);
  });

  it('GET /api/driver-notifications/{driverId} lists open orders; GET /api/driver-orders/{orderId} answers one', async () => {
    const open = await specJson<unknown>(t, 'GET', `/api/driver-notifications/${driver.id}`, { token: driver.token });
    expectList(open, 'driver notifications');
    // orderId is the order's _id here; its SKN-… number is orderNumber.
    const offered = open.find((o) => o.orderId === order._id);
    expectFields(offered, ['orderId', 'status', 'shops'], 'driver notification');
    expectList(offered.shops, 'driver notification.shops');
    expectFields(offered.shops[0], ['shopName'], 'driver notification shop');
    expectFields(await specJson(t, 'GET', `/api/driver-orders/${order._id}`, { token: driver.token }), ORDER_FIELDS, 'driver order');
  });

  it('PUT /api/orders/{id}/assign-driver (accept); GET /api/driver-active-orders/{driverId} lists it', async () => {
    await specJson(t, 'PUT', `/api/orders/${order._id}/assign-driver`, { token: driver.token, payload: { driverId: driver.id, action: 'accept' } });
    const active = await specJson<unknown>(t, 'GET', `/api/driver-active-orders/${driver.id}`, { token: driver.token });
    expectList(active, 'active orders');
    expect(active).toHaveLength(1);
    expectFields(active[0], ORDER_FIELDS, 'active order');
  });

  it('PUT /api/suborders/{id}/status by the driver, then PUT /api/orders/{id}/mark-delivered', async () => {
    const subId = order.subOrders[0]!._id;
    for (const status of ['PickedUp', 'OutForDelivery']) {
      expect((await specJson(t, 'PUT', `/api/suborders/${subId}/status`, { token: driver.token, payload: { status } })).status).toBe(status);
    }
    await specJson(t, 'PUT', `/api/orders/${order._id}/mark-delivered`, { token: driver.token, payload: { driverName: driverForm.username, driverPhone: driverForm.phoneNumber, pin: await deliveryPinOf(t, order._id) } });
    // The shop's screens read the delivery from the parent (order.parentOrder?.deliveredBy / deliveredAt).
    const [sub] = await specJson<Record<string, Record<string, unknown>>[]>(t, 'GET', `/api/partners/${partner.id}/orders`, { token: partner.token });
    expect(sub!.parentOrder).toMatchObject({ status: 'Delivered', deliveredBy: expect.any(String), deliveredAt: expect.any(String) });
  });

  it('GET /api/driver-completed-orders/{driverId} answers an array of orders the client filters', async () => {
    const body = await specJson<unknown>(t, 'GET', `/api/driver-completed-orders/${driver.id}`, { token: driver.token });
    expectList(body, 'completed orders');
    expect(body).toHaveLength(1);
    expectFields(body[0], ORDER_FIELDS, 'completed order');
  });

  it('POST /api/driver/request-reset and POST /api/driver/reset-password', async () => {
    await specJson(t, 'POST', '/api/driver/request-reset', { payload: { email: driverForm.email } });
    const token = await resetTokenMailedTo(t, driverForm.email);
    await specJson(t, 'POST', '/api/driver/reset-password', { payload: { token, email: driverForm.email, newPassword: 'fresh-ride-1' } });
    await specJson(t, 'POST', '/api/driver/login', { payload: { username: driverForm.username, password: 'fresh-ride-1' } });
  });
});

describe('other calls (vendor-driver-admin.md section 7)', () => {
  it('POST /api/send-email (contact form) takes email and message', async () => {
    await specJson(t, 'POST', '/api/send-email', { payload: { email: 'visitor@example.com', message: 'Do you deliver to Thika?' } });
  });

  it('DELETE /api/products/{id} removes the product', async () => {
    const fresh = await specJson(t, 'POST', '/api/products', {
      token: partner.token,
      ...multipart({ name: 'Spare Item', price: '10', brand: 'B', category: 'Food', quantity: '1', unit: 'pcs', description: 'd', inventory: '1', shopId: partner.id }),
    });
    await specJson(t, 'DELETE', `/api/products/${fresh._id as string}`, { token: partner.token });
    expect((await specCall(t, 'GET', `/api/products/${fresh._id as string}`)).statusCode).toBe(404);
  });
});

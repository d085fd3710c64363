import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { approvedDriver, assign, makeReady, markDelivered, newOrder, setSubStatus, subOf } from '../../../test/helpers/lifecycle.ts';

let t: TestApp;
let customer: Created;
let shop: Created;
let ugali: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signupCustomer(t);
  shop = await signupPartner(t);
  [ugali] = (await insertProducts(t, shop.id, [{ name: 'Ugali', price: 120, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

const orderOf = async (id: string) => (await t.call({ method: 'GET', url: `/api/orders/${id}`, token: customer.token })).json();
const driverStatus = async (driver: Created) => (await t.call({ method: 'GET', url: '/api/driver/profile', token: driver.token })).json().status;

describe('cash on delivery', () => {
  it('is pending until the driver hands the order over, then paid', async () => {
    const driver = await approvedDriver(t);
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    await makeReady(t, order, [shop]);
    expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
    expect((await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
    expect((await orderOf(order._id)).paymentStatus).toBe('Pending');

    expect((await markDelivered(t, driver, order._id)).statusCode).toBe(200);
    expect(await orderOf(order._id)).toMatchObject({ status: 'Delivered', paymentStatus: 'Paid' });
  });

  it('is paid when the customer confirms an order the store delivered itself', async () => {
    const order = await newOrder(t, customer, [{ product: ugali, quantity: 1 }], 'own');
    await makeReady(t, order, [shop]);
    expect((await setSubStatus(t, shop, subOf(order, shop), 'PickedUp')).statusCode).toBe(200);
    const res = await t.call({ method: 'PUT', url: `/api/orders/${order._id}/confirm-delivery`, token: customer.token });
    expect(res.statusCode).toBe(200);
    expect(await orderOf(order._id)).toMatchObject({ status: 'Confirmed Delivered', paymentStatus: 'Paid' });
  });
});

describe("a driver's status", () => {
  it('is Busy while they hold an order and Available again once it is delivered or handed back', async () => {
    const driver = await approvedDriver(t);
    expect(await driverStatus(driver)).toBe('Available');

    const declined = await newOrder(t, customer, [{ product: ugali, quantity: 1 }]);
    await makeReady(t, declined, [shop]);
    expect((await assign(t, driver, declined._id, 'accept')).statusCode).toBe(200);
    expect(await driverStatus(driver)).toBe('Busy');
    expect((await assign(t, driver, declined._id, 'decline')).statusCode).toBe(200);
    expect(await driverStatus(driver)).toBe('Available');

    expect((await assign(t, driver, declined._id, 'accept')).statusCode).toBe(200);
    expect((await setSubStatus(t, driver, subOf(declined, shop), 'OutForDelivery')).statusCode).toBe(200);
    expect(await driverStatus(driver)).toBe('Busy');
    expect((await markDelivered(t, driver, declined._id)).statusCode).toBe(200);
    expect(await driverStatus(driver)).toBe('Available');
  });
});

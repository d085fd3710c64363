import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { newId } from '../../src/db/ids.ts';
import { contactMessages, drivers, orderProblems, partnerNotifications, partners, promoCodes, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { customerInput, driverInput, multipart, partnerInput, signupAdmin, signupCustomer, signupDriver, signupPartner, type Created } from './accounts.ts';
import { insertProducts } from './products.ts';
import { orderPayload } from './orders.ts';
import { approvedDriver, assign, makeReady, newOrder, subOf } from './lifecycle.ts';

export const PERSONAS = ['visitor', 'customerA', 'customerB', 'partnerA', 'partnerB', 'driverA', 'driverB', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const PASSWORD = 'secret123';

/**
 * The world the matrix walks: two of each account kind, and data owned by the A side: a store
 * with a permit and a product, an order of customer A with a sub-order of partner A, ready and
 * accepted by driver A, a saved location of customer A and a notification of partner A. Made
 * once; routes that destroy or change their target get a fresh one from `fresh`.
 */
export async function createAuthorizationFixture() {
  const web = mkdtempSync(join(tmpdir(), 'sokoni-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Sokoni</title>');
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'app.js'), 'console.log("sokoni")');
  const high = '100000';
  const t: TestApp = await createTestApp({
    WEB_DIST: web,
    RATE_LIMIT_PER_MINUTE: high,
    RATE_LIMIT_RESET_PER_HOUR: high,
    RATE_LIMIT_RESET_ATTEMPTS_PER_HOUR: high,
    RATE_LIMIT_CONTACT_PER_HOUR: high,
    // The USSD callback and its development simulator exist only with a secret.
    USSD_SECRET: 'matrix-ussd-secret-0123456789',
  });

  const permitForm = multipart(partnerInput({ password: PASSWORD }), [{ field: 'businessPermit', filename: 'permit.pdf', type: 'application/pdf', data: PDF }]);
  const signupA = await t.call({ method: 'POST', url: '/api/signup', ...permitForm });
  if (signupA.statusCode !== 201) throw new Error(`partner A signup failed: ${signupA.body}`);
  const partnerA: Created = { id: signupA.json().partner._id, token: signupA.json().token, body: signupA.json() };

  const [customerA, customerB, partnerB, admin, loginCustomer, loginDriver] = await Promise.all([
    signupCustomer(t),
    signupCustomer(t),
    signupPartner(t),
    signupAdmin(t),
    signupCustomer(t, { password: PASSWORD }),
    signupDriver(t, { password: PASSWORD }),
  ]);
  const [driverA, driverB] = [await approvedDriver(t), await approvedDriver(t)];
  const [productA] = await insertProducts(t, partnerA.id, [{ name: 'Matrix Chips', price: 120, inventory: 10_000 }]);
  const [productB] = await insertProducts(t, partnerB.id, [{ name: 'Other Chips', price: 90, inventory: 100 }]);

  const order = await newOrder(t, customerA, [{ product: productA!, quantity: 1 }]);
  await makeReady(t, order, [partnerA]);
  const accepted = await assign(t, driverA, order._id, 'accept');
  if (accepted.statusCode !== 200) throw new Error(`driver A could not accept: ${accepted.body}`);

  const location = await t.call({
    method: 'POST',
    url: '/api/users/addSavedLocation',
    token: customerA.token,
    payload: { userId: customerA.id, locationData: { label: 'Home', town: 'Nairobi', location: '-1.2921,36.8219' } },
  });
  const notes = await t.call({ method: 'GET', url: `/api/partner-notifications/${partnerA.id}`, token: partnerA.token });
  // Driver A's ID photo is on file, so the admin's document view has something to open.
  const idPhoto = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00a' } }).png().toBuffer();
  const documents = await t.call({ method: 'POST', url: '/api/driver/documents', token: driverA.token, ...multipart({}, [{ field: 'idPhoto', filename: 'id.png', type: 'image/png', data: idPhoto }]) });
  if (documents.statusCode !== 200) throw new Error(`driver A could not upload an ID photo: ${documents.body}`);
  const uploaded = `${newId()}.webp`;
  mkdirSync(join(t.config.uploadsDir, 'partners'), { recursive: true });
  writeFileSync(join(t.config.uploadsDir, 'partners', uploaded), await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c00' } }).webp().toBuffer());

  const accounts: Record<Exclude<Persona, 'visitor'>, Created> = { customerA, customerB, partnerA, partnerB, driverA, driverB, admin };
  const db = t.database.db;
  const customerPayload = await orderPayload(t, customerA, [{ product: productA!, quantity: 1 }]);

  return {
    t,
    async close() {
      await t.close();
      rmSync(web, { recursive: true, force: true });
    },
    accounts,
    tokenOf: (p: Persona) => (p === 'visitor' ? undefined : accounts[p].token),
    a: {
      email: (partnerA.body as { partner: { email: string } }).partner.email,
      slug: (partnerA.body as { partner: { slug: string } }).partner.slug,
      productId: productA!,
      orderId: order._id,
      orderNumber: order.orderId,
      subOrderId: subOf(order, partnerA),
      locationId: location.json().location._id as string,
      notificationId: notes.json()[0]._id as string,
      orderPayload: customerPayload,
    },
    b: { productId: productB! },
    login: {
      customer: (loginCustomer.body as { user: { username: string; email: string } }).user,
      driver: (loginDriver.body as { driver: { username: string; email: string } }).driver,
    },
    uploadedFile: `/uploads/partners/${uploaded}`,
    png: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } }).png().toBuffer(),
    /** Fresh targets for routes that consume or change what they act on. */
    fresh: {
      product: async () => (await insertProducts(t, partnerA.id, [{ name: 'Disposable Chips', price: 50, inventory: 5 }]))[0]!,
      /** A promo code the admin may pause, resume or read the uses of. */
      promo: async () => {
        const id = newId();
        await db.insert(promoCodes).values({ id, code: `MATRIX${id.slice(-10)}`, kind: 'percent', valueHundredths: 1000, fundedBy: 'platform' });
        return id;
      },
      notification: async () => {
        const id = newId();
        await db.insert(partnerNotifications).values({ id, partnerId: partnerA.id, message: 'Matrix notice' });
        return id;
      },
      partner: async (suspended = false) => {
        const { id } = await signupPartner(t);
        if (suspended) await db.update(partners).set({ suspended: true, suspendedReason: 'matrix' }).where(eq(partners.id, id));
        return id;
      },
      driver: async (suspended = false) => {
        const { id } = await signupDriver(t);
        if (suspended) await db.update(drivers).set({ suspended: true, suspendedReason: 'matrix' }).where(eq(drivers.id, id));
        return id;
      },
      customer: async (suspended = false) => {
        const { id } = await signupCustomer(t);
        if (suspended) await db.update(users).set({ suspended: true, suspendedReason: 'matrix' }).where(eq(users.id, id));
        return id;
      },
      order: async () => (await newOrder(t, customerA, [{ product: productA!, quantity: 1 }]))._id,
      /** An order of customer A that partner A has made ready, with no driver yet. */
      readyOrder: async () => {
        const fresh = await newOrder(t, customerA, [{ product: productA!, quantity: 1 }]);
        await makeReady(t, fresh, [partnerA]);
        return fresh._id;
      },
      /** An open problem report on customer A's order. */
      problem: async () => {
        const id = newId();
        await db.insert(orderProblems).values({ id, orderId: order._id, userId: customerA.id, kind: 'late', dueAt: new Date(Date.now() + 86_400_000) });
        return id;
      },
      message: async () => {
        const id = newId();
        await db.insert(contactMessages).values({ id, email: 'visitor@example.com', message: 'Matrix message' });
        return id;
      },
      customerInput: () => customerInput(),
      partnerInput: () => partnerInput(),
      driverInput: () => driverInput(),
    },
  };
}
export type AuthorizationFixture = Awaited<ReturnType<typeof createAuthorizationFixture>>;

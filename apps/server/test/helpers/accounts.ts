import type { TUser } from '@sokoni/domain/contracts/auth';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import type { TestApp } from './test-app.ts';
import { TEST_ADMIN_EMAIL } from './test-app.ts';
import { eq } from 'drizzle-orm';
import { partners } from '../../src/db/schema/index.ts';

let counter = 0;
const next = () => `${process.pid % 1000}${++counter}`.padStart(6, '0').slice(-6);

export interface Created<B = Record<string, unknown>> {
  id: string;
  token: string;
  body: B;
}
type CustomerBody = { user: TUser; token: string; message: string };
type PartnerBody = { partner: TPartner; token: string; message: string };
type DriverBody = { driver: TDriver; token: string; message: string };

export function customerInput(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    username: `customer${n}`,
    names: `Customer ${n}`,
    email: `customer${n}@example.com`,
    phoneNumber: `0712${n}`,
    town: 'Nairobi',
    password: 'secret123',
    location: '-1.2921,36.8219',
    ...overrides,
  };
}

export function partnerInput(overrides: Record<string, string> = {}) {
  const n = next();
  return {
    businessName: `Shop ${n}`,
    businessType: 'Restaurant',
    contactNumber: `0722${n}`,
    email: `shop${n}@example.com`,
    idNumber: `ID${n}`,
    town: 'Nairobi',
    location: '-1.2833,36.8167',
    password: 'secret123',
    ...overrides,
  };
}

export function driverInput(overrides: Record<string, string> = {}) {
  const n = next();
  return {
    username: `driver${n}`,
    email: `driver${n}@example.com`,
    phoneNumber: `0733${n}`,
    password: 'secret123',
    nationalId: `${n}99`,
    driverLicenseNumber: `DL${n}`,
    plateNumber: `KDA ${n.slice(-3)}A`,
    ...overrides,
  };
}

export async function signupCustomer(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Created<CustomerBody>> {
  const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', payload: customerInput(overrides) });
  if (res.statusCode !== 201) throw new Error(`customer signup failed: ${res.body}`);
  const body = res.json();
  return { id: body.user._id, token: body.token, body };
}

export async function signupPartner(t: TestApp, overrides: Record<string, string> = {}): Promise<Created<PartnerBody>> {
  const res = await t.call({ method: 'POST', url: '/api/signup', payload: partnerInput(overrides) });
  if (res.statusCode !== 201) throw new Error(`partner signup failed: ${res.body}`);
  const body = res.json();
  return { id: body.partner._id, token: body.token, body };
}

export async function signupDriver(t: TestApp, overrides: Record<string, string> = {}): Promise<Created<DriverBody>> {
  const res = await t.call({ method: 'POST', url: '/api/driver/signup', payload: driverInput(overrides) });
  if (res.statusCode !== 201) throw new Error(`driver signup failed: ${res.body}`);
  const body = res.json();
  return { id: body.driver._id, token: body.token, body };
}

/**
 * A store with the ADMIN_EMAILS address whose owner proved it: the address is marked verified as
 * opening the mailed link does (email-verification.routes.test.ts covers the link itself).
 */
export async function signupAdmin(t: TestApp): Promise<Created<PartnerBody>> {
  const admin = await signupPartner(t, { email: TEST_ADMIN_EMAIL, businessName: 'Platform Admin' });
  await t.database.db.update(partners).set({ verifiedEmail: TEST_ADMIN_EMAIL }).where(eq(partners.id, admin.id));
  await t.services.repos.partners.refreshAdminRole(admin.id, t.config.adminEmails);
  return admin;
}

/** Builds a multipart body for app.inject from text fields and optional files. */
export function multipart(fields: Record<string, string>, files: { field: string; filename: string; type: string; data: Buffer }[] = []) {
  const boundary = `----sokoni${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

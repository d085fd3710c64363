import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupPartner } from '../../../test/helpers/accounts.ts';
import { openPglite } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { partners } from '../../db/schema/index.ts';
import { createPartnerRepository } from '../partner/partner.repository.ts';
import { createAdminRights } from './admin-rights.service.ts';

const run = promisify(execFile);
const serverDir = join(import.meta.dirname, '../../..');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: '1' });
});
afterAll(async () => {
  await t?.close();
});

const rights = () => createAdminRights({ partners: t.services.repos.partners, adminEmails: t.config.adminEmails });
const isAdmin = async (token: string) => (await t.call({ method: 'GET', url: '/api/admin/drivers', token })).statusCode === 200;
/** What opening the mailed verification link does (email-verification.routes.test.ts covers the link itself). */
const proveAddress = (id: string, email: string) => t.database.db.update(partners).set({ verifiedEmail: email }).where(eq(partners.id, id));

describe('admin rights from the server shell', () => {
  it('refuses a store that has not proven its address, and says how its owner proves it', async () => {
    const shop = await signupPartner(t, { email: 'first-to-sign-up@example.com' });
    const refused = rights().grant('first-to-sign-up@example.com');
    await expect(refused).rejects.toThrow(/has not proven that first-to-sign-up@example\.com is its address/);
    await expect(refused).rejects.toThrow(/open Profile and press 'Send verification link', then open the link mailed to first-to-sign-up@example\.com/);
    expect(await isAdmin(shop.token)).toBe(false);
    // Nothing is kept for later: proving the address afterwards does not make the store an admin.
    await proveAddress(shop.id, 'first-to-sign-up@example.com');
    await t.services.repos.partners.syncAdminRoles(t.config.adminEmails);
    expect(await isAdmin(shop.token)).toBe(false);
  });

  it('grants admin to a store whose owner proved its address, keeps it across restarts, and revokes it', async () => {
    const shop = await signupPartner(t);
    expect(await isAdmin(shop.token)).toBe(false);
    await proveAddress(shop.id, shop.body.partner.email);

    const granted = await rights().grant(shop.body.partner.email.toUpperCase());
    expect(granted).toMatchObject({ admin: true, granted: true, verified: true, listed: false });
    expect(await isAdmin(shop.token)).toBe(true);
    await t.services.repos.partners.syncAdminRoles(t.config.adminEmails);
    expect(await isAdmin(shop.token)).toBe(true);
    expect((await rights().list()).map((l) => l.email)).toContain(shop.body.partner.email);

    expect(await rights().revoke(shop.body.partner.email)).toMatchObject({ admin: false, granted: false });
    expect(await isAdmin(shop.token)).toBe(false);
  });

  it('says so when no store has the address', async () => {
    await expect(rights().grant('nobody@example.com')).rejects.toThrow(/No store account has the e-mail address/);
  });

  it('lists an unproven ADMIN_EMAILS store as not admin', async () => {
    await signupPartner(t, { email: TEST_ADMIN_EMAIL });
    expect(await rights().list()).toContainEqual(expect.objectContaining({ email: TEST_ADMIN_EMAIL, admin: false, listed: true, verified: false }));
  });

  it('is not reachable over HTTP', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/grant|revoke/i);
  });
});

describe('npm run admin', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sokoni-admin-cli-'));
    const database = await openPglite(join(dataDir, 'pglite'));
    await database.migrate();
    const repo = createPartnerRepository(database.db);
    await repo.insert({
      id: '6650b0000000000000000001',
      businessName: 'Ops Shop',
      businessType: 'Platform',
      contactNumber: '+254700111222',
      email: 'ops@example.com',
      idNumber: '1',
      passwordHash: 'x',
      town: 'Nairobi',
      location: '-1.28,36.81',
      slug: 'ops-shop',
    });
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: serverDir, DATABASE_URL: '', NODE_ENV: 'development', ADMIN_EMAILS: 'boss@example.com' },
    }).catch((error: { stdout: string; stderr: string; code: number }) => error);

  const storedRole = async (verifiedEmail?: string) => {
    const database = await openPglite(join(dataDir, 'pglite'));
    if (verifiedEmail) await database.db.update(partners).set({ verifiedEmail });
    const [row] = await database.db.select({ role: partners.role }).from(partners);
    await database.close();
    return row!.role;
  };

  it('refuses an address the store has not proven, saying how to prove it, then grants admin once it is proven', async () => {
    const refused = await cli('grant', 'ops@example.com');
    expect((refused as { code?: number }).code).toBe(1);
    expect(refused.stderr).toContain('The store "Ops Shop" has not proven that ops@example.com is its address');
    expect(refused.stderr).toContain("'Send verification link'");
    expect(await storedRole()).toBe('partner');

    await storedRole('ops@example.com');
    const out = await cli('grant', 'ops@example.com');
    expect(out.stdout).toMatch(/^admin\s+ops@example\.com \(Ops Shop\) — address verified; granted from the shell/);
    expect(await storedRole()).toBe('admin');
  }, 60_000);

  it('explains its usage on a wrong command', async () => {
    const out = await cli('promote');
    expect(out.stderr).toContain('Usage: npm run admin -- grant EMAIL | revoke EMAIL | list');
  }, 60_000);
});

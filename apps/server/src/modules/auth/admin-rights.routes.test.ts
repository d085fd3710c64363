import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupPartner } from '../../../test/helpers/accounts.ts';
import { openPglite } from '../../db/client.ts';
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

describe('admin rights from the server shell', () => {
  it('grants admin to a store, keeps it across restarts, and revokes it', async () => {
    const shop = await signupPartner(t);
    expect(await isAdmin(shop.token)).toBe(false);

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

  it('grants admin to a store by e-mail on the embedded database', async () => {
    const out = await cli('grant', 'ops@example.com');
    expect(out.stdout).toMatch(/^admin\s+ops@example\.com \(Ops Shop\)/);
    const database = await openPglite(join(dataDir, 'pglite'));
    const [row] = await database.db.select({ role: partners.role }).from(partners);
    await database.close();
    expect(row!.role).toBe('admin');
  }, 60_000);

  it('explains its usage on a wrong command', async () => {
    const out = await cli('promote');
    expect(out.stderr).toContain('Usage: npm run admin -- grant EMAIL | revoke EMAIL | list');
  }, 60_000);
});

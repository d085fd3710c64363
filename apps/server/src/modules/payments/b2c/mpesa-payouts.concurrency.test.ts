import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../db/schema/index.ts';
import { signupAdmin, signupPartner, type Created } from '../../../../test/helpers/accounts.ts';
import { startFakeDaraja, type FakeDaraja } from '../../../../test/helpers/fake-daraja.ts';
import { mpesaTestApp, runPaymentJobs } from '../../../../test/helpers/mpesa.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
let fake: FakeDaraja;
let admin: Created;
let secondAdmin: Created;

beforeAll(async () => {
  fake = await startFakeDaraja();
  t = await mpesaTestApp(fake, { ADMIN_EMAILS: 'admin@sokoni.test,second@sokoni.test' });
  admin = await signupAdmin(t);
  secondAdmin = await signupPartner(t, { email: 'second@sokoni.test' });
  await t.database.db.update(partners).set({ verifiedEmail: 'second@sokoni.test' }).where(eq(partners.id, secondAdmin.id));
  await t.services.repos.partners.refreshAdminRole(secondAdmin.id, t.config.adminEmails);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("admins pressing 'Pay' at once", () => {
  it('pay once: one payout, one B2C request, one ledger debit; the others are told a payout is in flight', async () => {
    const shop = await signupPartner(t);
    const credit = await t.call({ method: 'POST', url: '/api/admin/ledger/adjustments', token: admin.token, payload: { accountKind: 'partner', accountId: shop.id, amount: 2500, reason: 'Opening balance for the test' } });
    expect(credit.statusCode).toBe(201);

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.call({ method: 'POST', url: '/api/admin/payouts', token: (i % 2 ? secondAdmin : admin).token, payload: { accountKind: 'partner', accountId: shop.id } })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().message).toMatch(/already in flight|Nothing is due/);

    const before = fake.payouts.length;
    await runPaymentJobs(t, ['ledger.mpesa-payout']);
    expect(fake.payouts.length - before).toBe(1);
    const balances = (await t.call({ method: 'GET', url: '/api/admin/balances', token: admin.token })).json();
    expect(balances).toContainEqual(expect.objectContaining({ accountId: shop.id, balance: 0, due: 0 }));
    const history = (await t.call({ method: 'GET', url: `/api/admin/payouts?accountId=${shop.id}`, token: admin.token })).json().items;
    expect(history).toEqual([expect.objectContaining({ amount: 2500, status: 'Sent' })]);
  });
});

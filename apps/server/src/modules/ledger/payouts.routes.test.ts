import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { approvedDriver } from '../../../test/helpers/lifecycle.ts';

let t: TestApp;
let admin: Created;
let secondAdmin: Created;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'admin@sokoni.test,second@sokoni.test' });
  admin = await signupAdmin(t);
  secondAdmin = await signupPartner(t, { email: 'second@sokoni.test' });
  await t.database.db.update(partners).set({ verifiedEmail: 'second@sokoni.test' }).where(eq(partners.id, secondAdmin.id));
  await t.services.repos.partners.refreshAdminRole(secondAdmin.id, t.config.adminEmails);
});
afterAll(async () => {
  await t?.close();
});

const credit = (accountKind: 'partner' | 'driver', accountId: string, amount: number) =>
  t.call({ method: 'POST', url: '/api/admin/ledger/adjustments', token: admin.token, payload: { accountKind, accountId, amount, reason: 'Opening balance for the test' } });
const pay = (who: Created, payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/admin/payouts/recorded', token: who.token, payload });

describe('recording a bank or cash payout', () => {
  it('never pays more than is due, and two admins paying at once pay once', async () => {
    const shop = await signupPartner(t);
    expect((await credit('partner', shop.id, 1000)).statusCode).toBe(201);

    const tooMuch = await pay(admin, { accountKind: 'partner', accountId: shop.id, amount: 1000.01, channel: 'bank', reference: 'TRF-1' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('Ksh 1,000.00');

    const both = await Promise.all([
      pay(admin, { accountKind: 'partner', accountId: shop.id, channel: 'bank', reference: 'TRF-2' }),
      pay(secondAdmin, { accountKind: 'partner', accountId: shop.id, channel: 'bank', reference: 'TRF-3' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const paid = both.find((r) => r.statusCode === 201)!.json();
    expect(paid).toMatchObject({ amount: 1000, channel: 'bank', status: 'Paid' });

    const statement = (await t.call({ method: 'GET', url: '/api/partner/statement', token: shop.token })).json();
    expect(statement.totals).toMatchObject({ earned: 1000, paidOut: 1000, balance: 0 });
    expect(statement.lines).toContainEqual(expect.objectContaining({ kind: 'payoutSent', net: -1000, what: expect.stringContaining('Payout sent: bank transfer TRF-') }));
    expect((await pay(admin, { accountKind: 'partner', accountId: shop.id, channel: 'cash', reference: 'again' })).statusCode).toBe(409);

    const audit = (await t.call({ method: 'GET', url: '/api/admin/audit', token: admin.token })).json();
    expect(audit.items.filter((e: { action: string }) => e.action === 'payout.record')).toHaveLength(1);
  });

  it('pays a rider part of what is due and lists what is left', async () => {
    const rider = await approvedDriver(t);
    await credit('driver', rider.id, 300);
    expect((await pay(admin, { accountKind: 'driver', accountId: rider.id, amount: 120.5, channel: 'cash', reference: 'Counter 2' })).statusCode).toBe(201);
    const balances = (await t.call({ method: 'GET', url: '/api/admin/balances', token: admin.token })).json();
    expect(balances).toContainEqual(expect.objectContaining({ accountKind: 'driver', accountId: rider.id, balance: 179.5, cashHeld: 0, due: 179.5 }));
    expect((await pay(secondAdmin, { accountKind: 'driver', accountId: rider.id, channel: 'cheque', reference: 'x1' })).statusCode).toBe(400);
  });

  it('says M-Pesa payouts are off when M-Pesa is, and keeps recording bank and cash payouts', async () => {
    const shop = await signupPartner(t);
    await credit('partner', shop.id, 200);
    const res = await t.call({ method: 'POST', url: '/api/admin/payouts', token: admin.token, payload: { accountKind: 'partner', accountId: shop.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('M-Pesa payouts are off');
    expect((await t.call({ method: 'GET', url: '/api/admin/money/settings', token: admin.token })).json()).toMatchObject({ mpesaPayouts: false, payoutMinimum: 100 });
    expect((await pay(admin, { accountKind: 'partner', accountId: shop.id, channel: 'cash', reference: 'Counter 1' })).statusCode).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { auditRowsFor } from '../../../test/helpers/audit.ts';

let t: TestApp;
let admin: Created;
let shop: Created;

beforeAll(async () => {
  t = await createTestApp();
  [admin, shop] = await Promise.all([signupAdmin(t), signupPartner(t)]);
});
afterAll(async () => {
  await t?.close();
});

describe("the admin console's store hours and pause", () => {
  it("lists each store's hours and pause state", async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/partners', token: admin.token });
    const row = res.json().items.find((s: { _id: string }) => s._id === shop.id);
    expect(row).toMatchObject({ openNow: true, paused: false, pausedUntil: null, hours: { week: { mon: [{ open: '00:00', close: '24:00' }] } } });
  });

  it('pauses a store with a reason, audited, and lifts the pause', async () => {
    const noReason = await t.call({ method: 'POST', url: `/api/admin/partners/${shop.id}/pause`, token: admin.token, payload: { minutes: 60 } });
    expect(noReason.statusCode).toBe(400);
    const res = await t.call({ method: 'POST', url: `/api/admin/partners/${shop.id}/pause`, token: admin.token, payload: { minutes: 60, reason: 'Not answering orders' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Store paused.', partner: { paused: true, openNow: false, pauseReason: 'Not answering orders' } });
    expect((await t.call({ method: 'GET', url: `/api/partners/${shop.id}` })).json()).toMatchObject({ paused: true, openNow: false });

    const lifted = await t.call({ method: 'DELETE', url: `/api/admin/partners/${shop.id}/pause`, token: admin.token });
    expect(lifted.json()).toMatchObject({ partner: { paused: false, openNow: true } });
    expect((await t.call({ method: 'DELETE', url: `/api/admin/partners/${shop.id}/pause`, token: admin.token })).statusCode).toBe(409);

    const rows = await auditRowsFor(t, shop.id);
    expect(rows.map((r) => r.action)).toEqual(['partner.resume', 'partner.pause']);
    expect(rows[1]).toMatchObject({ adminId: admin.id, reason: 'Not answering orders' });
  });

  it('is refused to the store itself', async () => {
    const res = await t.call({ method: 'POST', url: `/api/admin/partners/${shop.id}/pause`, token: shop.token, payload: { minutes: 15, reason: 'Trying it' } });
    expect(res.statusCode).toBe(403);
  });
});

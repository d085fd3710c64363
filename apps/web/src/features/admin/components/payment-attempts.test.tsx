import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminOrderPayments } from '@sokoni/domain/contracts/payments';
import { MPESA_FAILURE_REASONS, MPESA_FAILURE_WORDS, type MpesaFailureReason } from '@sokoni/domain/mpesa-payment';
import { i18n } from '../../../i18n/i18n.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { restoreSession } from '../../../lib/session.ts';
import { signInAdmin } from '../testing/fixtures.ts';
import { PaymentAttempts } from './payment-attempts.tsx';

const ORDER = 'a'.repeat(24);

function attempt(id: string, status: TAdminOrderPayments['attempts'][number]['status'], reason: MpesaFailureReason | null, resultCode: number | null) {
  return { _id: id.repeat(24), kind: 'stk' as const, status, amount: 463, phone: '+254712345678', reason, receipt: null, createdAt: '2026-11-24T09:05:00.000Z', checkoutRequestId: 'ws_CO_1', resultCode, resultDesc: null };
}

function renderAttempts() {
  const answer: TAdminOrderPayments = {
    attempts: [attempt('b', 'failed', 'wrong-pin', 2001), attempt('c', 'failed', 'insufficient-funds', 1), attempt('d', 'expired', 'expired', null)],
    records: [],
    refunds: [],
  };
  stubFetch({ [`GET /api/admin/orders/${ORDER}/payments`]: () => jsonResponse(200, answer) });
  renderWithApp(<PaymentAttempts orderId={ORDER} />);
}

describe("the admin's list of M-Pesa attempts", () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it('says why each attempt failed, and its state, in Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    renderAttempts();
    expect(await screen.findByText(/PIN ya M-Pesa iliyowekwa si sahihi\./)).toHaveTextContent('· Daraja 2001');
    expect(screen.getByText(/Hakuna pesa za kutosha kwenye akaunti hii ya M-Pesa\./)).toBeInTheDocument();
    expect(screen.getByText(/Muda wa ombi la malipo uliisha kabla halijajibiwa\./)).toBeInTheDocument();
    expect(screen.getAllByText(/^Ksh 463\.00 kwa \+254712345678 · imeshindwa$/)).toHaveLength(2);
    expect(screen.getByText(/^Ksh 463\.00 kwa \+254712345678 · muda umeisha$/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/wrong|money|failed|expired/i);
  });

  it("keeps the domain's English words in English", async () => {
    renderAttempts();
    expect(await screen.findByText(new RegExp(MPESA_FAILURE_WORDS['wrong-pin'].message.replace(/[.-]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.getAllByText(/· failed$/)).toHaveLength(2);
  });

  it('has words for every failure the domain names, in both languages', () => {
    for (const reason of MPESA_FAILURE_REASONS) {
      expect(i18n.getFixedT('en', 'admin')(`payments.failures.${reason}`)).toBe(MPESA_FAILURE_WORDS[reason].message);
      expect(i18n.exists(`admin:payments.failures.${reason}`, { lng: 'sw' }), reason).toBe(true);
    }
  });
});

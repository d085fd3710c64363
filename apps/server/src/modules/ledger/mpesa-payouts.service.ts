import type { FastifyBaseLogger } from 'fastify';
import type { TMpesaPayoutRequest, TPayout, TPayoutReversalRequest } from '@sokoni/domain/contracts/ledger';
import { payoutFailed, payoutPaid, payoutReversed, payoutSent } from '@sokoni/domain/ledger';
import { formatKsh, fromCents, toCents } from '@sokoni/domain/money';
import { newId } from '../../db/ids.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { rethrowUnique } from '../../lib/unique-violation.ts';
import type { Account } from '../../plugins/authenticate.ts';
import { darajaPhone } from '../../providers/mpesa/daraja-format.ts';
import { DarajaError, DarajaRequestError } from '../../providers/mpesa/daraja-client.ts';
import type { B2cResult, DarajaB2c } from '../../providers/mpesa/daraja-b2c.ts';
import { auditWrites } from '../admin/audit.repository.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { LedgerRepository, PayoutRow } from './ledger.repository.ts';
import { decidePayout, payoutAccount, payoutView, type PayoutAccountKind } from './payout-decision.ts';

export const PAYOUT_JOB = 'ledger.mpesa-payout';
const REMARKS = 'Sokoni payout';
const ONE_IN_FLIGHT = { payouts_one_in_flight_idx: 'A payout to this account is already in flight; wait for its result first.' };

/** What became of a B2C result that may be a payout's: not ours (a refund's, or nobody's), ignored with a reason, or settled. */
export type PayoutResultOutcome = { kind: 'unknown' } | { kind: 'ignored'; note: string } | { kind: 'settled'; status: 'Paid' | 'Failed' };

/**
 * Payouts to stores and riders through M-Pesa B2C (decision 022), beside the bank and cash payouts
 * the admin records. A payout is decided and written with its 'payout sent' posting and its sending
 * job in one transaction under the account's lock; the job asks Daraja; the B2C result (verified
 * like a refund's) settles it once: Paid (the money left M-Pesa) or Failed (the balance returns).
 */
export function createMpesaPayouts(deps: { ledger: LedgerRepository; b2c: DarajaB2c; jobs: JobRunner; log: FastifyBaseLogger; resultUrl: string; timeoutUrl: string }) {
  const { ledger, log } = deps;

  async function ownerOf(kind: PayoutAccountKind, id: string) {
    const owner = await ledger.owner(kind, id);
    if (!owner) throw notFound(kind === 'partner' ? 'Store not found.' : 'Driver not found.');
    return owner;
  }

  /** Decides, writes and schedules one M-Pesa payout; `retryOf` is the failed payout it sends again. */
  async function open(admin: Account, input: { accountKind: PayoutAccountKind; accountId: string; amountCents: number | undefined; retryOf?: PayoutRow }): Promise<TPayout> {
    const owner = await ownerOf(input.accountKind, input.accountId);
    const phone = darajaPhone(owner.phone);
    if (!phone) throw conflict(`${owner.name} has no Kenyan mobile number registered (${owner.phone || 'none'}); correct it or record a bank or cash payout instead.`);
    const row = await ledger
      .transaction(async (writes, tx) => {
        const amount = await decidePayout(writes, { ...input, name: owner.name, mpesa: true });
        const payout = await writes.insertPayout({ id: newId(), accountKind: input.accountKind, accountId: input.accountId, amountCents: amount, channel: 'mpesa', status: 'Sent', phone, adminId: admin.id });
        if (input.retryOf && !(await writes.markRetried(input.retryOf.id, payout.id))) throw conflict('This payout was already retried.');
        await writes.post(payoutSent(payoutAccount(input.accountKind, input.accountId), amount, 'mpesa'), { actor: { kind: 'admin', id: admin.id }, note: `M-Pesa to 0${phone.slice(3)}` });
        await auditWrites(tx).record({
          adminId: admin.id,
          action: input.retryOf ? 'payout.retry' : 'payout.mpesa',
          targetType: input.accountKind,
          targetId: input.accountId,
          details: { name: owner.name, amount: fromCents(amount), payoutId: payout.id, ...(input.retryOf ? { retryOf: input.retryOf.id, failure: input.retryOf.failureReason } : {}) },
        });
        await deps.jobs.schedule(PAYOUT_JOB, { payoutId: payout.id }, { key: payout.id, tx });
        return payout;
      })
      .catch((error: unknown) => rethrowUnique(error, ONE_IN_FLIGHT));
    return payoutView(row, owner.name);
  }

  /** The result, once: Paid moves the money out of flight; Failed gives the balance back. False for a duplicate. */
  async function settle(payout: PayoutRow, outcome: { ok: boolean; resultCode: number | null; desc: string; transactionId: string | null; conversationId?: string }): Promise<boolean> {
    return ledger.transaction(async (writes) => {
      const moved = await writes.movePayout(payout.id, 'Sent', {
        status: outcome.ok ? 'Paid' : 'Failed',
        resultCode: outcome.resultCode,
        failureReason: outcome.ok ? null : outcome.desc.slice(0, 500),
        ...(outcome.ok ? { reference: outcome.transactionId } : {}),
        ...(outcome.conversationId ? { conversationId: outcome.conversationId } : {}),
      });
      if (!moved) return false;
      const actor = { kind: 'system', id: null };
      if (outcome.ok) await writes.post(payoutPaid(payout.amountCents), { actor, note: outcome.transactionId ?? `payout ${payout.id}` });
      else {
        await writes.post(payoutFailed(payoutAccount(payout.accountKind, payout.accountId), payout.amountCents, 'mpesa'), { actor, note: outcome.desc.slice(0, 200) });
        log.error({ payoutId: payout.id, reason: outcome.desc }, 'M-Pesa payout failed: its amount is due again; retry it from the admin console');
      }
      return true;
    });
  }

  return {
    /** 'Pay': the whole shillings due (or `amount`) to the account's registered phone. */
    pay(admin: Account, request: TMpesaPayoutRequest): Promise<TPayout> {
      return open(admin, { accountKind: request.accountKind, accountId: request.accountId, amountCents: request.amount === undefined ? undefined : toCents(request.amount) });
    },

    /** 'Retry' a failed M-Pesa payout: a new payout (a new OriginatorConversationID) of what is due now, the failed amount having come back to the balance. */
    async retry(admin: Account, payoutId: string): Promise<TPayout> {
      const failed = await ledger.payout(payoutId);
      if (!failed) throw notFound('Payout not found.');
      if (failed.channel !== 'mpesa' || failed.status !== 'Failed') throw conflict('Only a failed M-Pesa payout can be retried.', { status: failed.status });
      if (failed.retriedAs) throw conflict('This payout was already retried.');
      return open(admin, { accountKind: failed.accountKind, accountId: failed.accountId, amountCents: undefined, retryOf: failed });
    },

    /** M-Pesa took back a payout it had paid (e.g. a wrong number reversed by Safaricom): the balance is owed again, audited. */
    async reverse(admin: Account, payoutId: string, request: TPayoutReversalRequest): Promise<TPayout> {
      const found = await ledger.payout(payoutId);
      if (!found) throw notFound('Payout not found.');
      if (found.channel !== 'mpesa' || found.status !== 'Paid') throw conflict('Only a paid M-Pesa payout can be marked reversed.', { status: found.status });
      const owner = await ledger.owner(found.accountKind, found.accountId);
      const row = await ledger.transaction(async (writes, tx) => {
        const moved = await writes.movePayout(found.id, 'Paid', { status: 'Reversed' });
        if (!moved) throw conflict('This payout changed meanwhile; reload it.');
        await writes.post(payoutReversed(payoutAccount(found.accountKind, found.accountId), found.amountCents), { actor: { kind: 'admin', id: admin.id }, note: request.reason });
        await auditWrites(tx).record({ adminId: admin.id, action: 'payout.reverse', targetType: found.accountKind, targetId: found.accountId, reason: request.reason, details: { name: owner?.name ?? null, amount: fromCents(found.amountCents), payoutId: found.id } });
        return moved;
      });
      return payoutView(row, owner?.name ?? null);
    },

    /** Job: asks Daraja to pay. A refusal fails the payout (the balance returns); acceptance waits for the result. */
    async send(payoutId: string): Promise<void> {
      const payout = await ledger.payout(payoutId);
      if (!payout || payout.status !== 'Sent' || payout.conversationId || !payout.phone) return;
      try {
        const accepted = await deps.b2c.pay({ originatorConversationId: payout.id, amount: fromCents(payout.amountCents), phone: payout.phone, remarks: REMARKS, resultUrl: deps.resultUrl, timeoutUrl: deps.timeoutUrl });
        await ledger.markPayoutAccepted(payout.id, accepted.ConversationID);
        log.info({ payoutId, conversationId: accepted.ConversationID, amount: formatKsh(fromCents(payout.amountCents)) }, 'M-Pesa accepted the payout');
      } catch (error) {
        if (!(error instanceof DarajaError || error instanceof DarajaRequestError)) throw error;
        // Not retried by itself: had M-Pesa taken it after all, a second request would pay twice. The admin decides.
        await settle(payout, { ok: false, resultCode: null, desc: error.message, transactionId: null });
      }
    },

    /**
     * A B2C result (already on the secret path) that named no refund: a payout's when it names one
     * still Sent, with the ConversationID Daraja gave and, for a success, the amount sent and a receipt.
     */
    async onResult(result: B2cResult, timedOut: boolean): Promise<PayoutResultOutcome> {
      const payout = await ledger.payout(result.originatorConversationId);
      if (!payout || payout.channel !== 'mpesa') return { kind: 'unknown' };
      if (payout.status !== 'Sent') return { kind: 'ignored', note: `duplicate or late: the payout is already ${payout.status}` };
      if (payout.conversationId && payout.conversationId !== result.conversationId) return { kind: 'ignored', note: `ConversationID ${result.conversationId.slice(0, 64)} is not the one M-Pesa gave for this payout` };
      const ok = !timedOut && result.resultCode === 0;
      if (ok) {
        if (result.amount === null || toCents(result.amount) !== payout.amountCents) return { kind: 'ignored', note: `amount ${result.amount ?? 'missing'} is not the ${formatKsh(fromCents(payout.amountCents))} sent` };
        if (!result.transactionId) return { kind: 'ignored', note: 'a success without its TransactionID' };
      }
      const settled = await settle(payout, {
        ok,
        resultCode: result.resultCode,
        desc: timedOut ? `M-Pesa's queue timed out: ${result.resultDesc}` : result.resultDesc,
        transactionId: result.transactionId,
        conversationId: result.conversationId,
      });
      return settled ? { kind: 'settled', status: ok ? 'Paid' : 'Failed' } : { kind: 'ignored', note: 'the payout was settled meanwhile' };
    },
  };
}
export type MpesaPayouts = ReturnType<typeof createMpesaPayouts>;

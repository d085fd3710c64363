import type { FastifyBaseLogger } from 'fastify';
import type { TMpesaPayoutRequest, TPayout, TPayoutReversalRequest } from '@sokoni/domain/contracts/ledger';
import { payoutFailed, payoutPaid, payoutReversed, payoutSent } from '@sokoni/domain/ledger';
import { formatKsh, shillingsFromCents, centsFromShillings } from '@sokoni/domain/money';
import type { DbOrTx } from '../../../db/client.ts';
import { newId } from '../../../db/ids.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { rethrowUnique } from '../../../lib/unique-violation.ts';
import type { Account } from '../../../plugins/authenticate.ts';
import { darajaPhone } from '../../../providers/mpesa/daraja-format.ts';
import { DarajaError, DarajaRequestError } from '../../../providers/mpesa/daraja-client.ts';
import type { B2cResult, DarajaB2c } from '../../../providers/mpesa/daraja-b2c.ts';
import { statusVerdict, type DarajaTransactionStatus, type TransactionStatusResult } from '../../../providers/mpesa/daraja-transaction-status.ts';
import { auditWrites } from '../../audit/audit-writes.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { LedgerRepository, PayoutRow } from '../../ledger/ledger.repository.ts';
import { decidePayout, payoutAccount, payoutView, type PayoutAccountKind } from '../../ledger/payout-decision.ts';

export const PAYOUT_JOB = 'ledger.mpesa-payout';
/** Asks M-Pesa what became of a payout left Sent (Transaction Status), as STK payments are asked about. */
export const PAYOUT_STATUS_JOB = 'ledger.mpesa-payout-status';
/** A payout accepted by M-Pesa whose result has not come by then is asked about. */
const STATUS_AFTER_MS = 15 * 60_000;
const REMARKS = 'Sokoni payout';
const ONE_IN_FLIGHT = { payouts_one_in_flight_idx: 'A payout to this account is already in flight; wait for its result first.' };

/** In the transaction that settles a payout as failed: whatever must follow it (the admins' alert). */
export type PayoutFailedHook = (tx: DbOrTx, payoutId: string) => Promise<void>;

/** What became of a B2C result that may be a payout's: not ours (a refund's, or nobody's), ignored with a reason, or settled. */
export type PayoutResultOutcome = { kind: 'unknown' } | { kind: 'ignored'; note: string } | { kind: 'settled'; status: 'Paid' | 'Failed' };

/**
 * Payouts to stores and riders through M-Pesa B2C (decision 022), beside the bank and cash payouts
 * the admin records. A payout is decided and written with its 'payout sent' posting and its sending
 * job in one transaction under the account's lock; the job asks Daraja; the B2C result (verified
 * like a refund's) settles it once: Paid (the money left M-Pesa) or Failed (the balance returns).
 */
export function createMpesaPayouts(deps: {
  ledger: LedgerRepository;
  b2c: DarajaB2c;
  status: DarajaTransactionStatus;
  jobs: JobRunner;
  log: FastifyBaseLogger;
  resultUrl: string;
  timeoutUrl: string;
  statusUrls: (payoutId: string) => { resultUrl: string; timeoutUrl: string };
  onFailed?: PayoutFailedHook;
}) {
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
          details: { name: owner.name, amount: shillingsFromCents(amount), payoutId: payout.id, ...(input.retryOf ? { retryOf: input.retryOf.id, failure: input.retryOf.failureReason } : {}) },
        });
        await deps.jobs.schedule(PAYOUT_JOB, { payoutId: payout.id }, { key: payout.id, tx });
        return payout;
      })
      .catch((error: unknown) => rethrowUnique(error, ONE_IN_FLIGHT));
    return payoutView(row, owner.name);
  }

  /** The result, once: Paid moves the money out of flight; Failed gives the balance back. False for a duplicate. */
  async function settle(payout: PayoutRow, outcome: { ok: boolean; resultCode: number | null; desc: string; transactionId: string | null; conversationId?: string }): Promise<boolean> {
    return ledger.transaction(async (writes, tx) => {
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
        await deps.onFailed?.(tx, payout.id);
      }
      return true;
    });
  }

  return {
    /** 'Pay': the whole shillings due (or `amount`) to the account's registered phone. */
    pay(admin: Account, request: TMpesaPayoutRequest): Promise<TPayout> {
      return open(admin, { accountKind: request.accountKind, accountId: request.accountId, amountCents: request.amount === undefined ? undefined : centsFromShillings(request.amount) });
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
        await auditWrites(tx).record({ adminId: admin.id, action: 'payout.reverse', targetType: found.accountKind, targetId: found.accountId, reason: request.reason, details: { name: owner?.name ?? null, amount: shillingsFromCents(found.amountCents), payoutId: found.id } });
        return moved;
      });
      return payoutView(row, owner?.name ?? null);
    },

    /**
     * Job: asks Daraja to pay, once. A later run of the same job (its process died, or no answer
     * came) cannot know whether M-Pesa took the first request, so it asks M-Pesa's Transaction
     * Status instead of paying again. A refusal fails the payout (the balance returns); acceptance
     * waits for the result, and a result that never comes is asked about after 15 minutes.
     */
    async send(payoutId: string, attempt = 1): Promise<void> {
      const payout = await ledger.payout(payoutId);
      if (!payout || payout.status !== 'Sent' || payout.conversationId || !payout.phone) return;
      const askLater = (delayMs = 0) => deps.jobs.schedule(PAYOUT_STATUS_JOB, { payoutId }, { key: payout.id, delayMs });
      if (attempt > 1) return void (await askLater());
      try {
        const accepted = await deps.b2c.pay({ originatorConversationId: payout.id, amount: shillingsFromCents(payout.amountCents), phone: payout.phone, remarks: REMARKS, resultUrl: deps.resultUrl, timeoutUrl: deps.timeoutUrl });
        await ledger.markPayoutAccepted(payout.id, accepted.ConversationID);
        log.info({ payoutId, conversationId: accepted.ConversationID, amount: formatKsh(shillingsFromCents(payout.amountCents)) }, 'M-Pesa accepted the payout');
        await askLater(STATUS_AFTER_MS);
      } catch (error) {
        if (!(error instanceof DarajaError || error instanceof DarajaRequestError)) throw error;
        // No answer at all: M-Pesa may have taken it, so it is asked about rather than sent again or failed.
        if (error instanceof DarajaError && error.status === 0) return void (await askLater());
        // Not retried by itself: had M-Pesa taken it after all, a second request would pay twice. The admin decides.
        await settle(payout, { ok: false, resultCode: null, desc: error.message, transactionId: null });
      }
    },

    /** Job: asks M-Pesa about a payout still Sent; it runs again (and asks again) until the answer settles it. */
    async checkStatus(payoutId: string): Promise<void> {
      const payout = await ledger.payout(payoutId);
      if (!payout || payout.channel !== 'mpesa' || payout.status !== 'Sent') return;
      await deps.status.query({ originatorConversationId: payout.id, ...deps.statusUrls(payout.id) });
      log.info({ payoutId }, 'asked M-Pesa what became of the payout');
      throw new Error('waiting for M-Pesa to answer the status query');
    },

    /**
     * M-Pesa's answer about a payout we asked for (on the secret path): completed for the amount sent
     * pays it with its receipt; unknown to M-Pesa, or ended unpaid, fails it (the balance returns and
     * the admin may retry). 'unknown' when the id is no M-Pesa payout of ours.
     */
    async onStatus(payoutId: string, result: TransactionStatusResult): Promise<PayoutResultOutcome> {
      const payout = await ledger.payout(payoutId);
      if (!payout || payout.channel !== 'mpesa') return { kind: 'unknown' };
      if (payout.status !== 'Sent') return { kind: 'ignored', note: `duplicate or late: the payout is already ${payout.status}` };
      if (result.originatorConversationId && result.originatorConversationId !== payout.id) return { kind: 'ignored', note: `the answer is about ${result.originatorConversationId.slice(0, 64)}, not this payout` };
      const verdict = statusVerdict(result);
      if (verdict === 'pending') return { kind: 'ignored', note: `M-Pesa reports it ${result.status ?? 'without a status'}: asked again later` };
      const ok = verdict === 'completed';
      if (ok) {
        if (result.amount === null || centsFromShillings(result.amount) !== payout.amountCents) return { kind: 'ignored', note: `amount ${result.amount ?? 'missing'} is not the ${formatKsh(shillingsFromCents(payout.amountCents))} sent` };
        if (!result.receipt) return { kind: 'ignored', note: 'a completed payment without its receipt' };
      }
      const desc = result.resultCode !== 0 ? `M-Pesa has no record of the payout: ${result.resultDesc}` : `M-Pesa reports the payout ${result.status ?? 'without a status'}`;
      const settled = await settle(payout, { ok, resultCode: result.resultCode, desc, transactionId: ok ? result.receipt : null });
      return settled ? { kind: 'settled', status: ok ? 'Paid' : 'Failed' } : { kind: 'ignored', note: 'the payout was settled meanwhile' };
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
        if (result.amount === null || centsFromShillings(result.amount) !== payout.amountCents) return { kind: 'ignored', note: `amount ${result.amount ?? 'missing'} is not the ${formatKsh(shillingsFromCents(payout.amountCents))} sent` };
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

import { centsFromShillings, shillingsFromCents } from '@sokoni/domain/money';
import type { FastifyBaseLogger } from 'fastify';
import { parseB2cResult } from '../../../providers/mpesa/daraja-b2c.ts';
import type { PaymentRepository } from '../payments.repository.ts';
import type { RefundRepository } from './refunds.repository.ts';
import type { Refunds } from './refunds.service.ts';
import { secretMatches } from '../stk-callback.service.ts';
import type { MpesaPayouts } from './mpesa-payouts.service.ts';

/**
 * What Daraja POSTs to a refund's or payout's ResultURL (or QueueTimeOutURL). Daraja does not sign it, and B2C
 * has no synchronous query, so it counts only when the path carries our secret, it names a refund
 * we sent and that is still open (OriginatorConversationID, and the ConversationID Daraja gave us),
 * and a success reports the amount we sent. Whatever happens, the caller answers Daraja's
 * acknowledgement; what is ignored is logged and recorded with its body.
 */
export function createB2cResultHandler(deps: { refunds: RefundRepository; service: Refunds; payouts: MpesaPayouts; payments: PaymentRepository; log: FastifyBaseLogger; secret: string; callbackIps: string[] }) {
  const { log } = deps;

  return async function handleB2cResult(given: string, body: unknown, ip: string, timedOut: boolean): Promise<void> {
    if (deps.callbackIps.length && !deps.callbackIps.includes(ip)) log.warn({ ip }, 'M-Pesa B2C result from an address not in MPESA_CALLBACK_IPS (processed all the same)');
    if (!secretMatches(deps.secret, given)) {
      log.warn({ ip }, 'M-Pesa B2C result ignored: wrong secret in the path');
      return;
    }
    const ignore = async (note: string, ids: { paymentId?: string; orderId?: string } = {}) => {
      log.warn({ ip, ...ids, reason: note }, 'M-Pesa B2C result ignored');
      await deps.payments.record({ kind: 'refund-result-ignored', note, body, ...ids });
    };
    const result = parseB2cResult(body);
    if (!result) return ignore('not a B2C result');
    const refund = await deps.refunds.find(result.originatorConversationId);
    if (!refund) {
      // Not a refund: a payout to a store or rider, checked the same way by the ledger's payouts.
      const payout = await deps.payouts.onResult(result, timedOut);
      if (payout.kind === 'unknown') return ignore(`unknown OriginatorConversationID ${result.originatorConversationId.slice(0, 64)}`);
      if (payout.kind === 'ignored') {
        log.warn({ ip, payoutId: result.originatorConversationId, reason: payout.note }, 'M-Pesa B2C payout result ignored');
        return void (await deps.payments.record({ kind: 'payout-result-ignored', note: `payout ${result.originatorConversationId}: ${payout.note}`, body }));
      }
      await deps.payments.record({ kind: timedOut ? 'payout-timeout' : 'payout-result', note: `payout ${result.originatorConversationId} ${payout.status}: ResultCode ${result.resultCode}: ${result.resultDesc}`, body });
      return;
    }
    const ids = { paymentId: refund.paymentId, orderId: refund.orderId };
    if (refund.state !== 'sending' && refund.state !== 'pending') return ignore(`duplicate or late: the refund is already ${refund.state}`, ids);
    if (refund.conversationId && refund.conversationId !== result.conversationId) return ignore(`ConversationID ${result.conversationId.slice(0, 64)} is not the one M-Pesa gave for this refund`, ids);
    const ok = !timedOut && result.resultCode === 0;
    if (ok) {
      if (result.amount === null || centsFromShillings(result.amount) !== refund.amountCents) return ignore(`amount ${result.amount ?? 'missing'} is not the Ksh ${shillingsFromCents(refund.amountCents)} sent`, ids);
      if (!result.transactionId) return ignore('a success without its TransactionID', ids);
    }
    await deps.payments.record({ kind: timedOut ? 'refund-timeout' : 'refund-result', note: `ResultCode ${result.resultCode}: ${result.resultDesc}`, body, ...ids });
    const settled = await deps.service.settle(refund, {
      ok,
      resultCode: result.resultCode,
      desc: timedOut ? `M-Pesa's queue timed out: ${result.resultDesc}` : result.resultDesc,
      transactionId: result.transactionId,
      conversationId: result.conversationId,
    });
    if (!settled) log.warn({ ...ids }, 'M-Pesa B2C result ignored: the refund was settled meanwhile');
  };
}
export type B2cResultHandler = ReturnType<typeof createB2cResultHandler>;

import type { FastifyBaseLogger } from 'fastify';
import { parseTransactionStatusResult } from '../../../providers/mpesa/daraja-transaction-status.ts';
import type { PaymentRepository } from '../payments.repository.ts';
import type { RefundRepository } from './refunds.repository.ts';
import type { Refunds } from './refunds.service.ts';
import type { MpesaPayouts } from './mpesa-payouts.service.ts';
import { secretMatches } from '../stk-callback.service.ts';

/**
 * What Daraja POSTs in answer to a Transaction Status query about a refund or a payout we sent.
 * Like a B2C result it is unsigned, so it counts only on the secret path, for the refund or payout
 * the path names while it is still open, and a completed payment must report the amount sent and a
 * receipt. A queue timeout changes nothing: the status job asks again. Daraja is always acknowledged.
 */
export function createB2cStatusHandler(deps: { refunds: RefundRepository; service: Refunds; payouts: MpesaPayouts; payments: PaymentRepository; log: FastifyBaseLogger; secret: string }) {
  const { log } = deps;
  return async function handleB2cStatus(given: string, id: string, body: unknown, ip: string, timedOut: boolean): Promise<void> {
    if (!secretMatches(deps.secret, given)) {
      log.warn({ ip }, 'M-Pesa status answer ignored: wrong secret in the path');
      return;
    }
    const refund = await deps.refunds.find(id);
    const ids = refund ? { paymentId: refund.paymentId, orderId: refund.orderId } : {};
    const ignore = async (note: string) => {
      log.warn({ ip, id, reason: note }, 'M-Pesa status answer ignored');
      await deps.payments.record({ kind: 'refund-status-ignored', note, body, ...ids });
    };
    if (timedOut) return ignore("M-Pesa's queue timed out on the status query; it is asked again");
    const result = parseTransactionStatusResult(body);
    if (!result) return ignore('not a Transaction Status result');
    if (!refund) {
      // Not a refund: a payout to a store or rider, settled the same way by its own service.
      const payout = await deps.payouts.onStatus(id, result);
      if (payout.kind === 'unknown') return ignore(`unknown refund or payout ${id.slice(0, 64)}`);
      const note = payout.kind === 'ignored' ? payout.note : `${payout.status}: ResultCode ${result.resultCode}: ${result.resultDesc}`;
      return void (await deps.payments.record({ kind: payout.kind === 'ignored' ? 'payout-status-ignored' : 'payout-status', note: `payout ${id.slice(0, 64)} ${note}`, body }));
    }
    await deps.payments.record({ kind: 'refund-status', note: `ResultCode ${result.resultCode}: ${result.resultDesc}${result.status ? ` (${result.status})` : ''}`, body, ...ids });
    const ignored = await deps.service.onStatus(refund, result);
    if (ignored) await ignore(ignored);
  };
}
export type B2cStatusHandler = ReturnType<typeof createB2cStatusHandler>;

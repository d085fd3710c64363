import type { TReconciliation, TReconciliationQuery } from '@sokoni/domain/contracts/ledger';
import { kenyaDayBounds, kenyaDayOf } from '@sokoni/domain/kenya-day';
import { formatKsh, shillingsFromCents } from '@sokoni/domain/money';
import { badRequest } from '../../lib/errors.ts';
import type { ReconciliationRepository } from './reconciliation.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Daraja answers a B2C payout within minutes; one still waiting after an hour needs a look. */
const PAYOUT_RESULT_WAIT_MS = 60 * 60 * 1000;
const MAX_DAYS = 92;

type DayCents = Omit<TReconciliation['days'][number], 'date'>;
const emptyDay = (): DayCents => ({ mpesaReceived: 0, ordersPaidByMpesa: 0, cashCollected: 0, delivered: 0, refundsOwed: 0, refundsSent: 0, payouts: 0, cashHandedOver: 0, riderCashOutstanding: 0 });

/** How one entry counts in its day's figures (cents; each figure is positive when money moved as named). */
function count(day: DayCents, e: { postingKind: string; accountKind: string; amountCents: number }) {
  const a = e.amountCents;
  if (e.accountKind === 'mpesaClearing' && (e.postingKind === 'orderPaidByMpesa' || e.postingKind === 'tip')) day.mpesaReceived -= a;
  if (e.accountKind === 'orderFunds' && e.postingKind === 'orderPaidByMpesa') day.ordersPaidByMpesa += a;
  if (e.accountKind === 'orderFunds' && e.postingKind === 'cashCollected') day.cashCollected += a;
  if (e.accountKind === 'orderFunds' && e.postingKind === 'deliveryCompleted') day.delivered -= a;
  if (e.accountKind === 'refunds' && e.postingKind === 'refundOwed') day.refundsOwed += a;
  if (e.accountKind === 'refunds' && e.postingKind === 'refundSent') day.refundsSent -= a;
  if ((e.accountKind === 'shop' || e.accountKind === 'rider') && ['payoutSent', 'payoutFailed', 'payoutReversed'].includes(e.postingKind)) day.payouts -= a;
  if (e.accountKind === 'riderCash' && e.postingKind === 'cashHandOver') day.cashHandedOver += a;
  if (e.accountKind === 'riderCash') day.riderCashOutstanding -= a;
}

/** The operator's daily view of money in and out, and every place where the ledger and the orders disagree. */
export function createReconciliationService(deps: { reconciliation: ReconciliationRepository; now?: () => Date }) {
  return {
    async report(query: TReconciliationQuery): Promise<TReconciliation> {
      const to = query.to ?? kenyaDayOf(deps.now?.() ?? new Date());
      const from = query.from ?? kenyaDayOf(new Date(kenyaDayBounds(to).from.getTime() - 6 * DAY_MS));
      const start = kenyaDayBounds(from).from;
      const end = kenyaDayBounds(to).to;
      if (start >= end) throw badRequest('from must be on or before to');
      const dayCount = Math.round((end.getTime() - start.getTime()) / DAY_MS);
      if (dayCount > MAX_DAYS) throw badRequest(`The report covers at most ${MAX_DAYS} days`);

      const now = deps.now?.() ?? new Date();
      const [entries, cashBefore, unbalanced, undelivered, unpaid, waiting] = await Promise.all([
        deps.reconciliation.entries(start, end),
        deps.reconciliation.riderCashBefore(start),
        deps.reconciliation.unbalancedPostings(start, end),
        deps.reconciliation.deliveredWithoutPosting(start, end),
        deps.reconciliation.paidWithoutPayment(start, end),
        deps.reconciliation.payoutsWaitingSince(new Date(now.getTime() - PAYOUT_RESULT_WAIT_MS)),
      ]);
      const days = Array.from({ length: dayCount }, (_, i) => ({ date: kenyaDayOf(new Date(start.getTime() + i * DAY_MS)), cents: emptyDay() }));
      const byDate = new Map(days.map((d) => [d.date, d.cents]));
      for (const e of entries) count(byDate.get(kenyaDayOf(e.createdAt))!, e);
      let outstanding = cashBefore;
      const answer = days.map(({ date, cents }) => {
        outstanding += cents.riderCashOutstanding;
        const figures = Object.fromEntries(Object.entries({ ...cents, riderCashOutstanding: outstanding }).map(([k, v]) => [k, shillingsFromCents(v)])) as DayCents;
        return { date, ...figures };
      });

      const mismatches: TReconciliation['mismatches'] = [
        ...unbalanced.map((p) => ({ date: kenyaDayOf(p.createdAt), orderId: p.orderNumber, problem: `A ${p.kind} posting does not sum to zero (off by ${shillingsFromCents(Number(p.cents))}).` })),
        ...undelivered.map((o) => ({ date: o.deliveredAt ? kenyaDayOf(o.deliveredAt) : null, orderId: o.orderNumber, problem: 'Delivered, but its money was never posted to the ledger.' })),
        ...unpaid.map((o) => ({ date: kenyaDayOf(o.createdAt), orderId: o.orderNumber, problem: 'Marked paid, but no M-Pesa payment for it is in the ledger.' })),
        ...waiting.map((p) => ({
          date: kenyaDayOf(p.createdAt),
          orderId: null,
          problem: `M-Pesa payout ${p.id} of ${formatKsh(shillingsFromCents(p.amountCents))} to a ${p.accountKind === 'partner' ? 'store' : 'rider'} has had no result from M-Pesa for over an hour; check it on the M-Pesa portal before paying that account again.`,
        })),
      ];
      return { from, to, days: answer, mismatches };
    },
  };
}
export type ReconciliationService = ReturnType<typeof createReconciliationService>;

import type { TAdjustmentRequest, TBalance, TCashHandOverRequest, TCashTipRequest, TCommissionRequest, TCommissionView, TMoneySettings, TPayout, TPayoutList, TRecordedPayoutRequest, TRiderCash, TStatement, TStatementQuery } from '@sokoni/domain/contracts/ledger';
import { kenyaDayBounds, kenyaDayOf } from '@sokoni/domain/kenya-day';
import { adjustment, cashHandOver, payoutSent, riderAccount, shopAccount, tip, type AccountKind } from '@sokoni/domain/ledger';
import { newId } from '../../db/ids.ts';
import { decidePayout, payoutAccount, payoutView } from './payout-decision.ts';
import { whyNoTip } from '@sokoni/domain/tips';
import { settleCashTip } from './settle-cash-tip.ts';
import { rethrowUnique } from '../../lib/unique-violation.ts';
import { formatKsh, shillingsFromCents, centsFromShillings } from '@sokoni/domain/money';
import { mayTakeCashOrders, riderPosition } from '@sokoni/domain/rider-cash';
import type { MoneyConfig } from '../../config.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import { auditWrites } from '../audit/audit-writes.ts';
import type { LedgerRepository } from './ledger.repository.ts';
import { statementTotals, toStatementLine } from './statement-lines.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Eight weeks, the dashboards' chart. */
const DEFAULT_DAYS = 56;
const MAX_DAYS = 400;

/** The period's Kenyan days and the instants they cover; by default the eight weeks up to today. */
function period(query: TStatementQuery, now: Date) {
  const to = query.to ?? kenyaDayOf(now);
  const from = query.from ?? kenyaDayOf(new Date(kenyaDayBounds(to).from.getTime() - (DEFAULT_DAYS - 1) * DAY_MS));
  const start = kenyaDayBounds(from).from;
  const end = kenyaDayBounds(to).to;
  if (start >= end) throw badRequest('from must be on or before to');
  if (end.getTime() - start.getTime() > MAX_DAYS * DAY_MS) throw badRequest(`A statement covers at most ${MAX_DAYS} days`);
  return { from, to, start, end };
}

/**
 * Statements, rider cash and the admin's money actions. Balances are always sums of ledger
 * entries; nothing here keeps a running total of its own.
 */
export function createLedgerService(deps: { ledger: LedgerRepository; money: MoneyConfig; now?: () => Date }) {
  const now = () => deps.now?.() ?? new Date();

  async function position(driverId: string) {
    return riderPosition(await deps.ledger.balance('rider', driverId), await deps.ledger.balance('riderCash', driverId));
  }

  async function statement(kinds: AccountKind[], ownerId: string, query: TStatementQuery): Promise<TStatement> {
    const p = period(query, now());
    const entries = await deps.ledger.entries(kinds, ownerId, p.start, p.end);
    const earningsKind = kinds[0]!;
    const balance = await deps.ledger.balance(earningsKind, ownerId, p.end);
    const cashHeld = kinds.includes('riderCash') ? -(await deps.ledger.balance('riderCash', ownerId, p.end)) : undefined;
    return { from: p.from, to: p.to, lines: entries.map(toStatementLine), totals: statementTotals(entries, earningsKind, { balance, cashHeld }) };
  }

  /** The account whose statement is read: one's own, or any for the admin (who must name it). */
  function whose(account: Account, kind: 'partner' | 'driver', named: string | undefined): string {
    if (account.kind === kind && (named === undefined || named === account.id)) return account.id;
    if (account.kind === 'partner' && account.isAdmin) {
      if (!named) throw badRequest(`${kind}Id is required: name the ${kind === 'partner' ? 'store' : 'rider'} whose statement you want`);
      return named;
    }
    throw forbidden('You can only read your own statement.');
  }

  async function existingOwner(kind: 'partner' | 'driver', id: string) {
    const owner = await deps.ledger.owner(kind, id);
    if (!owner) throw notFound(kind === 'partner' ? 'Store not found.' : 'Driver not found.');
    return owner;
  }

  return {
    async partnerStatement(account: Account, query: TStatementQuery) {
      const id = whose(account, 'partner', query.partnerId);
      await existingOwner('partner', id);
      return statement(['shop'], id, query);
    },

    async driverStatement(account: Account, query: TStatementQuery) {
      const id = whose(account, 'driver', query.driverId);
      await existingOwner('driver', id);
      return statement(['rider', 'riderCash'], id, query);
    },

    async riderCash(driverId: string): Promise<TRiderCash> {
      const p = await position(driverId);
      const limit = centsFromShillings(deps.money.riderCashLimit);
      return { cashHeld: shillingsFromCents(p.cashHeld), earnings: shillingsFromCents(p.earnings), net: shillingsFromCents(p.net), limit: deps.money.riderCashLimit, mayTakeCashOrders: mayTakeCashOrders(p, limit) };
    },

    async balances(): Promise<TBalance[]> {
      const rows = await deps.ledger.ownedBalances();
      const partnerIds = [...new Set(rows.filter((r) => r.accountKind === 'shop').map((r) => r.ownerId))];
      const driverIds = [...new Set(rows.filter((r) => r.accountKind !== 'shop').map((r) => r.ownerId))];
      const { shops, riders } = await deps.ledger.names(partnerIds, driverIds);
      const cents = (kind: string, id: string) => rows.find((r) => r.accountKind === kind && r.ownerId === id)?.cents ?? 0;
      return [
        ...shops.map((s) => ({ accountKind: 'partner' as const, accountId: s.id, name: s.name, phone: s.phone, balance: shillingsFromCents(cents('shop', s.id)), cashHeld: 0, due: shillingsFromCents(Math.max(0, cents('shop', s.id))) })),
        ...riders.map((r) => ({
          accountKind: 'driver' as const,
          accountId: r.id,
          name: r.name,
          phone: r.phone,
          balance: shillingsFromCents(cents('rider', r.id)),
          cashHeld: shillingsFromCents(-cents('riderCash', r.id)),
          due: shillingsFromCents(Math.max(0, cents('rider', r.id) + cents('riderCash', r.id))),
        })),
      ].sort((a, b) => a.name.localeCompare(b.name));
    },

    async setCommission(admin: Account, partnerId: string, request: TCommissionRequest) {
      const percent = request.commissionPercent;
      return deps.ledger.transaction(async (writes, tx) => {
        const store = await writes.setCommission(partnerId, percent);
        if (!store) throw notFound('Store not found.');
        await auditWrites(tx).record({
          adminId: admin.id,
          action: 'partner.commission',
          targetType: 'partner',
          targetId: partnerId,
          reason: request.reason,
          details: { businessName: store.businessName, from: store.previous, to: percent },
        });
        return { partnerId, commissionPercent: percent ?? deps.money.commissionPercent, ownRate: percent !== null };
      });
    },

    async adjust(admin: Account, request: TAdjustmentRequest) {
      const owner = await existingOwner(request.accountKind, request.accountId);
      const account = request.accountKind === 'partner' ? shopAccount(request.accountId) : riderAccount(request.accountId);
      await deps.ledger.transaction(async (writes, tx) => {
        await writes.post(adjustment(account, centsFromShillings(request.amount)), { actor: { kind: 'admin', id: admin.id }, note: request.reason });
        await auditWrites(tx).record({
          adminId: admin.id,
          action: 'ledger.adjust',
          targetType: request.accountKind,
          targetId: request.accountId,
          reason: request.reason,
          details: { name: owner.name, amount: request.amount },
        });
      });
      return { balance: shillingsFromCents(await deps.ledger.balance(account.kind, request.accountId)) };
    },

    /**
     * 'Record a bank or cash payout': under the account's lock, never more than is due (a rider's
     * cash held is set against their earnings), never while another payout is in flight; the
     * payout row, its ledger posting and the audit row commit together, so two admins at once pay once.
     */
    async recordPayout(admin: Account, request: TRecordedPayoutRequest): Promise<TPayout> {
      const owner = await existingOwner(request.accountKind, request.accountId);
      const account = payoutAccount(request.accountKind, request.accountId);
      const row = await deps.ledger.transaction(async (writes, tx) => {
        const amount = await decidePayout(writes, { accountKind: request.accountKind, accountId: request.accountId, name: owner.name, amountCents: request.amount === undefined ? undefined : centsFromShillings(request.amount), mpesa: false });
        const payout = await writes.insertPayout({
          id: newId(),
          accountKind: request.accountKind,
          accountId: request.accountId,
          amountCents: amount,
          channel: request.channel,
          status: 'Paid',
          reference: request.reference,
          adminId: admin.id,
        });
        await writes.post(payoutSent(account, amount, request.channel), { actor: { kind: 'admin', id: admin.id }, note: `${request.channel === 'bank' ? 'bank transfer' : 'cash'} ${request.reference}` });
        await auditWrites(tx).record({
          adminId: admin.id,
          action: 'payout.record',
          targetType: request.accountKind,
          targetId: request.accountId,
          reason: request.reference,
          details: { name: owner.name, amount: shillingsFromCents(amount), channel: request.channel },
        });
        return payout;
      });
      return payoutView(row, owner.name);
    },

    /** The money rules in force, for the console. */
    settings(mpesaPayouts: boolean): TMoneySettings {
      return { commissionPercent: deps.money.commissionPercent, riderSharePercent: deps.money.riderSharePercent, riderCashLimit: deps.money.riderCashLimit, payoutMinimum: deps.money.payoutMinimum, mpesaPayouts };
    },

    async commission(partnerId: string): Promise<TCommissionView> {
      const store = await deps.ledger.commission(partnerId);
      if (!store) throw notFound('Store not found.');
      const own = store.commissionPercent;
      return { partnerId, businessName: store.businessName, commissionPercent: own ?? deps.money.commissionPercent, ownRate: own !== null, defaultPercent: deps.money.commissionPercent };
    },

    /** Payout history, newest first, with the names of whom they paid. */
    async payouts(query: { status?: TPayout['status'] | undefined; accountKind?: 'partner' | 'driver' | undefined; accountId?: string | undefined; limit: number }): Promise<TPayoutList> {
      const rows = await deps.ledger.payouts(query);
      const partnerIds = [...new Set(rows.filter((r) => r.accountKind === 'partner').map((r) => r.accountId))];
      const driverIds = [...new Set(rows.filter((r) => r.accountKind === 'driver').map((r) => r.accountId))];
      const { shops, riders } = await deps.ledger.names(partnerIds, driverIds);
      const nameOf = (r: { accountKind: string; accountId: string }) => (r.accountKind === 'partner' ? shops : riders).find((o) => o.id === r.accountId)?.name ?? null;
      return { items: rows.map((r) => payoutView(r, nameOf(r))) };
    },

    /** The rider was handed a cash tip for an order they delivered less than a day ago: theirs in full, shown as its own line. */
    async recordCashTip(driverId: string, idOrNumber: string, request: TCashTipRequest): Promise<TRiderCash> {
      const order = await deps.ledger.orderForTip(idOrNumber);
      if (!order) throw notFound('Order not found.');
      if (order.assignedDriverId !== driverId) throw forbidden('This order is not assigned to you.');
      const why = whyNoTip(order, now());
      if (why) throw conflict(why);
      await deps.ledger
        .transaction(async (writes, tx) => {
          await writes.post(tip(driverId, centsFromShillings(request.amount), 'cash'), { orderId: order.id, actor: { kind: 'driver', id: driverId } });
          await settleCashTip(tx, { orderId: order.id, driverId, userId: order.userId, amountCents: centsFromShillings(request.amount) });
        })
        .catch((error: unknown) => rethrowUnique(error, { ledger_postings_once_per_order_idx: 'A tip is already recorded for this order.', rider_tips_order_idx: 'A tip is already recorded for this order.' }));
      return this.riderCash(driverId);
    },

    /** The admin received cash from a rider; never more than the rider holds. */
    async recordCashHandOver(admin: Account, driverId: string, request: TCashHandOverRequest): Promise<TRiderCash> {
      const owner = await existingOwner('driver', driverId);
      const amount = centsFromShillings(request.amount);
      await deps.ledger.transaction(async (writes, tx) => {
        await writes.lockAccount('riderCash', driverId);
        const held = -(await writes.balance('riderCash', driverId));
        if (amount > held) throw conflict(`${owner.name} holds ${formatKsh(shillingsFromCents(held))} in cash; a hand-over cannot be more than that.`, { cashHeld: shillingsFromCents(held) });
        await writes.post(cashHandOver(driverId, amount), { actor: { kind: 'admin', id: admin.id }, note: request.reference });
        await auditWrites(tx).record({
          adminId: admin.id,
          action: 'driver.cashHandOver',
          targetType: 'driver',
          targetId: driverId,
          reason: request.reference,
          details: { username: owner.name, amount: request.amount },
        });
      });
      return this.riderCash(driverId);
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;

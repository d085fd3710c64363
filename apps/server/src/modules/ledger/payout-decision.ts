import { riderAccount, shopAccount, type Account } from '@sokoni/domain/ledger';
import { formatKsh, shillingsFromCents } from '@sokoni/domain/money';
import { B2C_MINIMUM_CENTS } from '@sokoni/domain/mpesa-refund';
import { conflict } from '../../lib/errors.ts';
import type { LedgerWrites, PayoutRow } from './ledger.repository.ts';

export type PayoutAccountKind = 'partner' | 'driver';

export const payoutAccount = (kind: PayoutAccountKind, id: string): Account => (kind === 'partner' ? shopAccount(id) : riderAccount(id));

/** What can be paid out now, in cents: a shop's balance; a rider's earnings less the cash they hold. */
export async function dueOf(writes: LedgerWrites, kind: PayoutAccountKind, id: string): Promise<number> {
  const due = kind === 'partner' ? await writes.balance('shop', id) : (await writes.balance('rider', id)) + (await writes.balance('riderCash', id));
  return Math.max(0, due);
}

/**
 * How much a payout sends, decided under the account's transaction-scoped lock so that two admins
 * at once see each other's payout: refused while another is in flight, when nothing is due, or
 * for more than is due. M-Pesa pays whole shillings of at least its minimum, so without an amount
 * it sends the whole shillings of what is due.
 */
export async function decidePayout(writes: LedgerWrites, input: { accountKind: PayoutAccountKind; accountId: string; name: string; amountCents: number | undefined; mpesa: boolean }): Promise<number> {
  const { name } = input;
  await writes.lockAccount(payoutAccount(input.accountKind, input.accountId).kind, input.accountId);
  if (await writes.payoutInFlight(input.accountKind, input.accountId)) throw conflict(`A payout to ${name} is already in flight; wait for its result first.`);
  const due = await dueOf(writes, input.accountKind, input.accountId);
  if (due <= 0) throw conflict(`Nothing is due to ${name}.`, { due: 0 });
  const sendable = input.mpesa ? Math.floor(due / 100) * 100 : due;
  const amount = input.amountCents ?? sendable;
  if (amount > due) throw conflict(`A payout cannot be more than the ${formatKsh(shillingsFromCents(due))} due to ${name}.`, { due: shillingsFromCents(due) });
  if (input.mpesa && amount < B2C_MINIMUM_CENTS) throw conflict(`Only ${formatKsh(shillingsFromCents(due))} is due to ${name}; M-Pesa pays at least ${formatKsh(shillingsFromCents(B2C_MINIMUM_CENTS))}.`, { due: shillingsFromCents(due) });
  return amount;
}

/** Numbers as Daraja writes them (2547XXXXXXXX) shown as Kenyans write them. */
const localPhone = (phone: string | null) => (phone && /^254\d{9}$/.test(phone) ? `0${phone.slice(3)}` : phone);

export function payoutView(row: PayoutRow, name: string | null = null) {
  return {
    _id: row.id,
    accountKind: row.accountKind,
    accountId: row.accountId,
    amount: shillingsFromCents(row.amountCents),
    channel: row.channel,
    status: row.status,
    reference: row.reference,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    name,
    phone: localPhone(row.phone),
    retriedAs: row.retriedAs,
    updatedAt: row.updatedAt.toISOString(),
  };
}

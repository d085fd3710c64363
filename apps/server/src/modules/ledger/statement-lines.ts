import type { TStatement, TStatementLine } from '@sokoni/domain/contracts/ledger';
import { kenyaDayOf } from '@sokoni/domain/kenya-day';
import type { PostingKind } from '@sokoni/domain/ledger';
import { shillingsFromCents } from '@sokoni/domain/money';
import type { Language } from '@sokoni/domain/contracts/language';
import { inLanguage } from '../../i18n/translate-message.ts';
import type { StatementEntry } from './ledger.repository.ts';

const WHAT: Record<PostingKind, string> = {
  orderPaidByMpesa: 'Paid by M-Pesa',
  cashCollected: 'Cash collected from the customer',
  deliveryCompleted: 'Order delivered',
  refundOwed: 'Refund owed',
  refundSent: 'Refund sent',
  refundAsCredit: 'Refund below the M-Pesa minimum given as Sokoni credit',
  tip: 'Tip',
  payoutSent: 'Payout sent',
  payoutPaid: 'Payout confirmed by M-Pesa',
  payoutFailed: 'Payout failed: amount returned',
  payoutReversed: 'Payout reversed by M-Pesa: amount returned',
  cashHandOver: 'Cash handed over',
  adjustment: 'Adjustment',
  promoDiscount: 'Promo discount',
  problemSettled: 'Paid back to the customer for a problem',
  creditUsed: 'Sokoni credit used',
  creditReturned: 'Sokoni credit returned',
  creditExpired: 'Sokoni credit expired',
};
const EARNING_KINDS: readonly string[] = ['deliveryCompleted', 'tip', 'adjustment', 'promoDiscount'];
const PAYOUT_KINDS: readonly string[] = ['payoutSent', 'payoutFailed', 'payoutReversed'];

/** Notes written before problem lines named their kind carried the report's database id: never shown. */
const OLD_PROBLEM_NOTE = /^problem [0-9a-f]{24}$/i;

function describe(entry: StatementEntry): string {
  if (entry.postingKind === 'deliveryCompleted' && entry.accountKind === 'rider') return 'Delivery (your share of the fee)';
  const what = WHAT[entry.postingKind as PostingKind] ?? entry.postingKind;
  const note = entry.note && !OLD_PROBLEM_NOTE.test(entry.note) ? entry.note : null;
  return note && entry.postingKind !== 'deliveryCompleted' ? `${what}: ${note}` : what;
}

/** The line in one sentence a person reads: what happened, and on which order (SKN-…). */
const description = (what: string, orderNumber: string | null) => (orderNumber ? `${what} · ${orderNumber}` : what);

/** One statement line per ledger entry: a deduction is what the platform kept of the gross. */
export function toStatementLine(entry: StatementEntry): TStatementLine {
  const gross = entry.grossCents ?? entry.amountCents;
  return {
    date: kenyaDayOf(entry.createdAt),
    orderId: entry.orderNumber,
    what: describe(entry),
    description: description(describe(entry), entry.orderNumber),
    gross: shillingsFromCents(gross),
    deduction: shillingsFromCents(gross - entry.amountCents),
    net: shillingsFromCents(entry.amountCents),
    kind: entry.postingKind as PostingKind,
  };
}

/** What each line was, in the reader's language; a note after the kind ('Adjustment: …') stays as written unless it is one of our own words (a problem's kind). */
export function statementInLanguage(statement: TStatement, language: Language): TStatement {
  if (language === 'en') return statement;
  const what = (text: string) => {
    const whole = inLanguage(text, language);
    if (whole !== text) return whole;
    const split = text.indexOf(': ');
    return split < 0 ? text : `${inLanguage(text.slice(0, split), language)}: ${inLanguage(text.slice(split + 2), language)}`;
  };
  return {
    ...statement,
    lines: statement.lines.map((line) => {
      const translated = what(line.what);
      return { ...line, what: translated, description: description(translated, line.orderId) };
    }),
  };
}

/** Totals of the period from its entries on the earnings account, and the balances at its end. */
export function statementTotals(entries: StatementEntry[], earningsKind: string, end: { balance: number; cashHeld?: number }): TStatement['totals'] {
  const own = entries.filter((e) => e.accountKind === earningsKind);
  const sum = (kinds: readonly string[]) => own.filter((e) => kinds.includes(e.postingKind)).reduce((s, e) => s + e.amountCents, 0);
  return {
    earned: shillingsFromCents(sum(EARNING_KINDS)),
    paidOut: shillingsFromCents(-sum(PAYOUT_KINDS)),
    balance: shillingsFromCents(end.balance),
    ...(end.cashHeld === undefined ? {} : { cashHeld: shillingsFromCents(end.cashHeld) }),
  };
}

/** Numbers are amounts (two decimals); text starting like a formula (= + - @) is quote-prefixed so spreadsheets do not run it. */
const csvField = (value: string | number | null) => {
  if (typeof value === 'number') return value.toFixed(2);
  const text = value ?? '';
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The statement as a CSV file: one row per line, then the totals. */
export function statementCsv(statement: TStatement): string {
  const rows: (string | number | null)[][] = [['date', 'orderId', 'what', 'gross', 'deduction', 'net']];
  for (const l of statement.lines) rows.push([l.date, l.orderId, l.what, l.gross, l.deduction, l.net]);
  rows.push([]);
  rows.push(['earned', statement.totals.earned]);
  rows.push(['paidOut', statement.totals.paidOut]);
  rows.push(['balance', statement.totals.balance]);
  if (statement.totals.cashHeld !== undefined) rows.push(['cashHeld', statement.totals.cashHeld]);
  return `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

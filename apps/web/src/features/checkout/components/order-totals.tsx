import { formatKsh } from '../../../lib/format.ts';
import type { AppliedPromo } from '../hooks/use-promo-code.ts';
import { checkoutTotal } from '../checkout-total.ts';
import { useTranslation } from 'react-i18next';

// A minus sign before what is taken off, the same in every language.
const MINUS = '\u2212';

/**
 * Subtotal, any promo discount, delivery fee, the rider's tip and total; the fee shows a dash
 * until the server has quoted it. Sokoni credit, when the customer has some, is its own line, with
 * what is left to pay.
 */
export function OrderTotals({
  subtotal,
  fee,
  promo = null,
  tip = 0,
  credit = null,
}: {
  subtotal: number;
  fee: number | null;
  promo?: AppliedPromo | null;
  tip?: number;
  credit?: number | null;
}) {
  const { t } = useTranslation('checkout');
  const total = fee === null ? null : checkoutTotal({ subtotal, fee, tip, discount: promo?.discount ?? 0 });
  const withCredit = total !== null && credit !== null && credit > 0;
  return (
    <dl className="space-y-1.5 rounded-2xl bg-stone-50 p-4 text-sm">
      <div className="flex justify-between">
        <dt className="text-stone-600">{t('totals.subtotal')}</dt>
        <dd className="font-medium text-stone-900">{formatKsh(subtotal)}</dd>
      </div>
      {promo && (
        <div className="flex justify-between">
          <dt className="text-stone-600">{t('totals.promo', { code: promo.code })}</dt>
          <dd className="font-medium text-primary-700" data-testid="checkout-discount">
            {MINUS}
            {formatKsh(promo.discount)}
          </dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt className="text-stone-600">{t('totals.fee')}</dt>
        <dd className="font-medium text-stone-900" data-testid="checkout-fee">
          {fee === null ? '—' : formatKsh(fee)}
        </dd>
      </div>
      {tip > 0 && (
        <div className="flex justify-between">
          <dt className="text-stone-600">{t('totals.tip')}</dt>
          <dd className="font-medium text-stone-900">{formatKsh(tip)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base">
        <dt className="font-semibold text-stone-900">{t('totals.total')}</dt>
        <dd className="font-bold text-stone-900" data-testid="checkout-total">
          {total === null ? '—' : formatKsh(total)}
        </dd>
      </div>
      {withCredit && (
        <>
          <div className="flex justify-between text-emerald-800">
            <dt>{t('totals.credit')}</dt>
            <dd className="font-medium" data-testid="checkout-credit">
              {MINUS}
              {formatKsh(credit)}
            </dd>
          </div>
          <div className="flex justify-between text-base">
            <dt className="font-semibold text-stone-900">{t('totals.toPay')}</dt>
            <dd className="font-bold text-stone-900" data-testid="checkout-to-pay">
              {formatKsh(Math.max(0, Math.round((total - credit) * 100) / 100))}
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}

import { formatKsh } from '../../../lib/format.ts';
import type { AppliedPromo } from '../hooks/use-promo-code.ts';
import { checkoutTotal } from '../checkout-total.ts';

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
  const total = fee === null ? null : checkoutTotal({ subtotal, fee, tip, discount: promo?.discount ?? 0 });
  const withCredit = total !== null && credit !== null && credit > 0;
  return (
    <dl className="space-y-1.5 rounded-2xl bg-stone-50 p-4 text-sm">
      <div className="flex justify-between">
        <dt className="text-stone-600">Subtotal</dt>
        <dd className="font-medium text-stone-900">{formatKsh(subtotal)}</dd>
      </div>
      {promo && (
        <div className="flex justify-between">
          <dt className="text-stone-600">Promo ({promo.code})</dt>
          <dd className="font-medium text-primary-700" data-testid="checkout-discount">
            −{formatKsh(promo.discount)}
          </dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt className="text-stone-600">Delivery fee</dt>
        <dd className="font-medium text-stone-900" data-testid="checkout-fee">
          {fee === null ? '—' : formatKsh(fee)}
        </dd>
      </div>
      {tip > 0 && (
        <div className="flex justify-between">
          <dt className="text-stone-600">Tip for your rider</dt>
          <dd className="font-medium text-stone-900">{formatKsh(tip)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base">
        <dt className="font-semibold text-stone-900">Total</dt>
        <dd className="font-bold text-stone-900" data-testid="checkout-total">
          {total === null ? '—' : formatKsh(total)}
        </dd>
      </div>
      {withCredit && (
        <>
          <div className="flex justify-between text-emerald-800">
            <dt>Sokoni credit</dt>
            <dd className="font-medium" data-testid="checkout-credit">
              −{formatKsh(credit)}
            </dd>
          </div>
          <div className="flex justify-between text-base">
            <dt className="font-semibold text-stone-900">To pay</dt>
            <dd className="font-bold text-stone-900" data-testid="checkout-to-pay">
              {formatKsh(Math.max(0, Math.round((total - credit) * 100) / 100))}
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}

import { amountDue } from '@sokoni/domain/amount-due';
import { formatKsh } from '../../../lib/format.ts';
import type { AppliedPromo } from '../hooks/use-promo-code.ts';

/** Subtotal, delivery fee, any promo discount and total; the fee shows a dash until the server has quoted it. */
export function OrderTotals({ subtotal, fee, promo = null }: { subtotal: number; fee: number | null; promo?: AppliedPromo | null }) {
  return (
    <dl className="space-y-1.5 rounded-2xl bg-stone-50 p-4 text-sm">
      <div className="flex justify-between">
        <dt className="text-stone-600">Subtotal</dt>
        <dd className="font-medium text-stone-900">{formatKsh(subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-stone-600">Delivery fee</dt>
        <dd className="font-medium text-stone-900" data-testid="checkout-fee">
          {fee === null ? '—' : formatKsh(fee)}
        </dd>
      </div>
      {promo && (
        <div className="flex justify-between">
          <dt className="text-stone-600">Promo ({promo.code})</dt>
          <dd className="font-medium text-primary-700" data-testid="checkout-discount">
            −{formatKsh(promo.discount)}
          </dd>
        </div>
      )}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base">
        <dt className="font-semibold text-stone-900">Total</dt>
        <dd className="font-bold text-stone-900" data-testid="checkout-total">
          {fee === null ? '—' : formatKsh(amountDue({ total: subtotal, deliveryFee: fee, discount: promo?.discount }))}
        </dd>
      </div>
    </dl>
  );
}

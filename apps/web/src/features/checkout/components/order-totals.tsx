import { formatKsh } from '../../../lib/format.ts';
import { checkoutTotal } from '../checkout-total.ts';

/** Subtotal, delivery fee, the rider's tip and total; the fee shows a dash until the server has quoted it. */
export function OrderTotals({ subtotal, fee, tip = 0 }: { subtotal: number; fee: number | null; tip?: number }) {
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
      {tip > 0 && (
        <div className="flex justify-between">
          <dt className="text-stone-600">Tip for your rider</dt>
          <dd className="font-medium text-stone-900">{formatKsh(tip)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base">
        <dt className="font-semibold text-stone-900">Total</dt>
        <dd className="font-bold text-stone-900">{fee === null ? '—' : formatKsh(checkoutTotal({ subtotal, fee, tip }))}</dd>
      </div>
    </dl>
  );
}

import { formatKsh } from '../../../lib/format.ts';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { paymentMethodsQueryOptions } from '../api/get-payment-methods.ts';
import { OrderTotals } from './order-totals.tsx';
import { PromoCodeField } from './promo-code-field.tsx';
import type { PromoCode } from '../hooks/use-promo-code.ts';
import { TipPicker } from '../../../components/tips/tip-picker.tsx';

const METHODS = [
  { value: 'COD', title: 'Cash on Delivery' },
  { value: 'Mpesa', title: 'M-Pesa' },
  { value: 'PayPal', title: 'PayPal' },
  { value: 'Visa', title: 'Visa (Card)' },
] as const;

export interface MpesaChoice {
  phone: string;
  onPhoneChange: (phone: string) => void;
  error: string | null;
  /** Whole shillings M-Pesa will ask for, once the fee is known. */
  amount: number | null;
}

/** The rider's tip at checkout: only offered with Sokoni delivery (null otherwise). */
export interface TipChoice {
  value: number;
  onChange: (tip: number) => void;
}

/** Step 3: how to pay. Cash on delivery, M-Pesa when the server takes it; the others are coming soon. And an optional tip. */
export function PaymentStep({
  method,
  onChange,
  subtotal,
  fee,
  mpesa,
  promo,
  tip = null,
  credit = null,
}: {
  method: string;
  onChange: (method: string) => void;
  subtotal: number;
  fee: number | null;
  mpesa: MpesaChoice | null;
  promo: PromoCode;
  tip?: TipChoice | null;
  /** Sokoni credit the order will use (shillings); null while unknown. */
  credit?: number | null;
}) {
  // Credit pays items (less any promo discount) and fee, never a tip: with a tip there is still something to pay.
  const discount = promo.applied?.discount ?? 0;
  const paidByCredit = fee !== null && credit !== null && credit > 0 && credit >= subtotal - discount + fee && (tip?.value ?? 0) === 0;
  const methods = useQuery(paymentMethodsQueryOptions());
  // An order for later is paid in cash on delivery (mpesa is null then): the server refuses M-Pesa for it.
  const available = (value: string) => value === 'COD' || (value === 'Mpesa' && mpesa !== null && methods.data?.mpesa === true);
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-900">Payment method</legend>
        <div className="space-y-2">
          {METHODS.map((m) => {
            const on = available(m.value);
            return (
              <label
                key={m.value}
                className={cn(
                  'flex items-center gap-3 rounded-2xl border p-3.5 text-sm',
                  !on ? 'cursor-not-allowed border-stone-200 bg-stone-50 text-stone-400' : method === m.value ? 'cursor-pointer border-primary-600 bg-primary-50' : 'cursor-pointer border-stone-200',
                )}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={m.value}
                  checked={method === m.value}
                  disabled={!on}
                  onChange={() => onChange(m.value)}
                  className="size-4 accent-primary-700"
                />
                <span className={cn('flex-1 font-semibold', on && 'text-stone-900')}>{m.title}</span>
                {!on && <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-600">{m.value === 'Mpesa' && methods.isPending ? 'Checking…' : m.value === 'Mpesa' && !mpesa && methods.data?.mpesa ? 'Pay now orders only' : 'Coming Soon'}</span>}
                {on && m.value === 'Mpesa' && methods.data?.mpesaSimulator && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">Test mode</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      {paidByCredit && <p className="rounded-2xl bg-emerald-50 p-3 text-sm text-emerald-900">Your Sokoni credit pays for the whole order: there is nothing to pay on delivery.</p>}
      {method === 'Mpesa' && mpesa && !paidByCredit && (
        <div className="space-y-2 rounded-2xl border border-stone-200 p-4">
          <TextField
            label="M-Pesa phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={mpesa.phone}
            error={mpesa.error}
            onChange={(e) => mpesa.onPhoneChange(e.target.value)}
            hint="The payment request goes to this phone. 07…, 01…, +254… all work."
          />
          {mpesa.amount !== null && (
            <p className="text-sm text-stone-600">
              M-Pesa will ask for <strong className="text-stone-900">{formatKsh(mpesa.amount)}</strong> ({credit ? 'what your credit leaves' : 'your total'} rounded up to the next shilling{tip && tip.value > 0 ? ', with the tip' : ''}).
            </p>
          )}
        </div>
      )}
      {tip && (
        <div className="rounded-2xl border border-stone-200 p-4">
          <TipPicker value={tip.value} onChange={tip.onChange} />
          {method === 'COD' && tip.value > 0 && <p className="mt-2 text-xs text-stone-600">Pay it in cash with your order.</p>}
        </div>
      )}
      <PromoCodeField promo={promo} />
      <OrderTotals subtotal={subtotal} fee={fee} promo={promo.applied} tip={tip?.value ?? 0} credit={credit} />
    </div>
  );
}

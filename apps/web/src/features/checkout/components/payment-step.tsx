import { cn } from '../../../lib/cn.ts';
import { OrderTotals } from './order-totals.tsx';

const METHODS = [
  { value: 'COD', title: 'Cash on Delivery', available: true },
  { value: 'Mpesa', title: 'Mpesa', available: false },
  { value: 'PayPal', title: 'PayPal', available: false },
  { value: 'Visa', title: 'Visa (Card)', available: false },
] as const;

/** Step 3: how to pay. Only cash on delivery is live; the others are shown as coming soon. */
export function PaymentStep({ method, onChange, subtotal, fee }: { method: string; onChange: (method: string) => void; subtotal: number; fee: number | null }) {
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-900">Payment method</legend>
        <div className="space-y-2">
          {METHODS.map((m) => (
            <label
              key={m.value}
              className={cn(
                'flex items-center gap-3 rounded-2xl border p-3.5 text-sm',
                !m.available ? 'cursor-not-allowed border-stone-200 bg-stone-50 text-stone-400' : method === m.value ? 'cursor-pointer border-primary-600 bg-primary-50' : 'cursor-pointer border-stone-200',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={m.value}
                checked={method === m.value}
                disabled={!m.available}
                onChange={() => onChange(m.value)}
                className="size-4 accent-primary-700"
              />
              <span className={cn('flex-1 font-semibold', m.available && 'text-stone-900')}>{m.title}</span>
              {!m.available && <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-600">Coming Soon</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <OrderTotals subtotal={subtotal} fee={fee} />
    </div>
  );
}

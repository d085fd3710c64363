import { formatKsh } from '../../../lib/format.ts';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { paymentMethodsQueryOptions } from '../api/get-payment-methods.ts';
import { OrderTotals } from './order-totals.tsx';
import { PromoCodeField } from './promo-code-field.tsx';
import type { PromoCode } from '../hooks/use-promo-code.ts';
import { TipPicker } from '../../../components/tips/tip-picker.tsx';
import { Trans, useTranslation } from 'react-i18next';

/** Only the methods Sokoni takes are listed: a choice that cannot be made is not offered. */
const METHODS = ['COD', 'Mpesa'] as const;

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

/** Step 3: how to pay. Cash on delivery, and M-Pesa when the server takes it (none other is listed). And an optional tip. */
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
  const { t } = useTranslation('checkout');
  const discount = promo.applied?.discount ?? 0;
  const paidByCredit = fee !== null && credit !== null && credit > 0 && credit >= subtotal - discount + fee && (tip?.value ?? 0) === 0;
  const methods = useQuery(paymentMethodsQueryOptions());
  // An order for later is paid in cash on delivery (mpesa is null then): the server refuses M-Pesa for it.
  const available = (value: string) => value === 'COD' || (value === 'Mpesa' && mpesa !== null && methods.data?.mpesa === true);
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-900">{t('payment.method')}</legend>
        <div className="space-y-2">
          {METHODS.filter((value) => value !== 'Mpesa' || methods.data?.mpesa !== false).map((value) => {
            const on = available(value);
            return (
              <label
                key={value}
                className={cn(
                  'flex items-center gap-3 rounded-2xl border p-3.5 text-sm',
                  !on ? 'cursor-not-allowed border-stone-200 bg-stone-50 text-stone-400' : method === value ? 'cursor-pointer border-primary-600 bg-primary-50' : 'cursor-pointer border-stone-200',
                )}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={value}
                  checked={method === value}
                  disabled={!on}
                  onChange={() => onChange(value)}
                  className="size-4 accent-primary-700"
                />
                <span className={cn('flex-1 font-semibold', on && 'text-stone-900')}>{t(`payment.methods.${value}`)}</span>
                {!on && <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-600">{methods.isPending ? t('payment.checking') : methods.isError ? t('payment.unavailable') : t('payment.payNowOnly')}</span>}
                {on && value === 'Mpesa' && methods.data?.mpesaSimulator && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">{t('payment.testMode')}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      {paidByCredit && <p className="rounded-2xl bg-emerald-50 p-3 text-sm text-emerald-900">{t('payment.paidByCredit')}</p>}
      {method === 'Mpesa' && mpesa && !paidByCredit && (
        <div className="space-y-2 rounded-2xl border border-stone-200 p-4">
          <TextField
            label={t('payment.mpesaPhone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={mpesa.phone}
            error={mpesa.error}
            onChange={(e) => mpesa.onPhoneChange(e.target.value)}
            hint={t('payment.mpesaHint')}
          />
          {mpesa.amount !== null && (
            <p className="text-sm text-stone-600">
              <Trans
                t={t}
                i18nKey={`payment.mpesaAsks.${credit ? 'creditLeft' : 'total'}${tip && tip.value > 0 ? 'WithTip' : ''}`}
                values={{ amount: formatKsh(mpesa.amount) }}
                components={{ amount: <strong className="text-stone-900" /> }}
              />
            </p>
          )}
        </div>
      )}
      {tip && (
        <div className="rounded-2xl border border-stone-200 p-4">
          <TipPicker value={tip.value} onChange={tip.onChange} />
          {method === 'COD' && tip.value > 0 && <p className="mt-2 text-xs text-stone-600">{t('payment.tipInCash')}</p>}
        </div>
      )}
      <PromoCodeField promo={promo} />
      <OrderTotals subtotal={subtotal} fee={fee} promo={promo.applied} tip={tip?.value ?? 0} credit={credit} />
    </div>
  );
}

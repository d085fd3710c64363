import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import type { ReactNode } from 'react';
import { lineShillings } from '@sokoni/domain/money';
import { ChosenOptions } from '../../../components/order/chosen-options.tsx';
import { cn } from '../../../lib/cn.ts';
import { cartLineKey, unitPriceOf, type CartItem } from '../../../lib/cart.ts';
import { formatKsh } from '../../../lib/format.ts';
import type { DeliveryFee } from '../hooks/use-delivery-fee.ts';
import { DeliveryFeeStatus } from './delivery-fee-status.tsx';
import { OrderTotals } from './order-totals.tsx';
import type { AppliedPromo } from '../hooks/use-promo-code.ts';
import { useTranslation } from 'react-i18next';

const OPTIONS: DeliveryOption[] = ['platform', 'own'];

function byShop(items: CartItem[]): Array<{ shopId: string; shopName: string; items: CartItem[] }> {
  const groups = new Map<string, { shopId: string; shopName: string; items: CartItem[] }>();
  for (const item of items) {
    const group = groups.get(item.shop._id) ?? { shopId: item.shop._id, shopName: item.shop.shopName, items: [] };
    group.items.push(item);
    groups.set(item.shop._id, group);
  }
  return [...groups.values()];
}

/** Step 2: what is ordered from each shop, how it is delivered, and what it costs. */
export function OrderDetailsStep({
  items,
  subtotal,
  option,
  onOptionChange,
  fee,
  when,
  promo = null,
  credit = null,
}: {
  /** The promo code applied on the payment step, so both totals agree. */
  promo?: AppliedPromo | null;
  /** Sokoni credit the order will use (shillings); null while unknown. */
  credit?: number | null;
  /** The 'When' choice: as soon as possible or a time slot. */
  when?: ReactNode;
  items: CartItem[];
  subtotal: number;
  option: DeliveryOption;
  onOptionChange: (option: DeliveryOption) => void;
  fee: DeliveryFee;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className="space-y-5">
      {byShop(items).map((group) => (
        <section key={group.shopId} aria-label={group.shopName} className="rounded-2xl border border-stone-200 p-4">
          <h3 className="text-sm font-bold text-stone-900">{group.shopName}</h3>
          <ul className="mt-2 space-y-1.5 text-sm">
            {group.items.map((item) => (
              <li key={cartLineKey(item)} className="flex justify-between gap-3">
                <span className="min-w-0 text-stone-700">
                  {item.name} <span className="whitespace-nowrap text-stone-500">× {item.quantity}</span>
                  <ChosenOptions choices={item.choices} />
                </span>
                <span className="shrink-0 font-medium text-stone-900">{formatKsh(lineShillings(unitPriceOf(item), item.quantity))}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {when}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-900">{t('order.options')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {OPTIONS.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-2xl border p-3.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
                option === value ? 'border-primary-600 bg-primary-50' : 'border-stone-200 hover:border-stone-300',
              )}
            >
              <input type="radio" name="delivery-option" value={value} checked={option === value} onChange={() => onOptionChange(value)} className="mt-0.5 size-4 accent-primary-700" />
              <span>
                <span className="block font-semibold text-stone-900">{t(`order.${value}.title`)}</span>
                <span className="block text-stone-600">{t(`order.${value}.description`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <DeliveryFeeStatus fee={fee} isOwn={option === 'own'} />
      <OrderTotals subtotal={subtotal} fee={fee.fee} promo={promo} credit={credit} />
    </div>
  );
}

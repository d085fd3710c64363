import { lineShillings } from '@sokoni/domain/money';
import { useState } from 'react';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { cartLineKey, removeFromCart, setCartQuantity, unitPriceOf, type CartItem } from '../../../lib/cart.ts';
import { ChosenOptions } from '../../../components/order/chosen-options.tsx';
import { formatKsh } from '../../../lib/format.ts';
import { useTranslation } from 'react-i18next';

// Symbols, the same in every language; the buttons' names say what they do.
const MINUS = '\u2212';
const PLUS = '+';

const stepButton =
  'flex size-9 items-center justify-center rounded-lg text-lg font-semibold text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

/** One cart line: picture, name, unit price, line total, quantity stepper and remove (its shop heads the group). */
export function CartItemRow({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const [notice, setNotice] = useState<string | null>(null);
  const change = (quantity: number) => {
    const result = setCartQuantity(cartLineKey(item), quantity);
    setNotice(result.ok ? null : result.message);
  };
  return (
    <li className="flex gap-3 py-4">
      <FallbackImage src={item.primaryImage} alt="" sizes="64px" className="size-16 shrink-0 rounded-xl bg-stone-100 object-cover" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="font-semibold leading-snug text-stone-900">{item.name}</p>
            <ChosenOptions choices={item.choices} />
            <p className="text-xs text-stone-500">{t('item.each', { price: formatKsh(unitPriceOf(item)) })}</p>
          </div>
          <p className="shrink-0 text-sm font-semibold text-stone-900" data-testid="cart-line-total">
            {formatKsh(lineShillings(unitPriceOf(item), item.quantity))}
          </p>
        </div>
        <div className="mt-2 flex items-center justify-between gap-2">
          <div className="inline-flex items-center rounded-xl border border-stone-200" role="group" aria-label={t('item.quantityOf', { name: item.name })}>
            <button type="button" className={stepButton} onClick={() => change(item.quantity - 1)} disabled={item.quantity <= 1} aria-label={t('item.decrease', { name: item.name })}>
              {MINUS}
            </button>
            <span className="min-w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite">
              {item.quantity}
            </span>
            <button type="button" className={stepButton} onClick={() => change(item.quantity + 1)} aria-label={t('item.increase', { name: item.name })}>
              {PLUS}
            </button>
          </div>
          <button
            type="button"
            onClick={() => removeFromCart(cartLineKey(item))}
            className="h-9 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
            aria-label={t('item.removeLabel', { name: item.name })}
          >
            {t('item.remove')}
          </button>
        </div>
        {notice && (
          <p role="alert" className="mt-2 text-sm font-medium text-amber-800">
            {notice}
          </p>
        )}
      </div>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { BagIcon } from '../ui/icons.tsx';
import { cartCount, openCart, useCart } from '../../lib/cart.ts';
import { cn } from '../../lib/cn.ts';

/**
 * Opens the cart panel; the badge is the total quantity in the cart. It sits in the sticky
 * header (or the storefront's top bar), never floating over the page, so it cannot cover an
 * 'Add to Cart' button.
 */
export function CartButton({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const count = cartCount(useCart());
  return (
    <button
      type="button"
      onClick={openCart}
      aria-label={t('cart.open', { count })}
      className={cn(
        'relative flex size-11 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-800 shadow-sm hover:border-primary-300 hover:text-primary-800',
        className,
      )}
    >
      <BagIcon className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-xs font-bold text-stone-900 ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}

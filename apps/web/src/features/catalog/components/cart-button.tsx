import { BagIcon } from '../../../components/ui/icons.tsx';
import { cartCount, openCart, useCart } from '../../../lib/cart.ts';
import { cn } from '../../../lib/cn.ts';

/** Opens the cart panel; the badge is the total quantity in the cart. */
export function CartButton({ floating = false, className }: { floating?: boolean; className?: string }) {
  const count = cartCount(useCart());
  return (
    <button
      type="button"
      onClick={openCart}
      aria-label={count === 1 ? 'Open cart, 1 item' : `Open cart, ${count} items`}
      className={cn(
        'flex items-center justify-center rounded-full',
        floating
          ? 'fixed bottom-[max(1.25rem,env(safe-area-inset-bottom))] right-4 z-30 size-14 bg-primary-700 text-white shadow-lg hover:bg-primary-800 sm:right-6'
          : 'relative size-11 border border-stone-200 bg-white text-stone-800 shadow-sm hover:border-primary-300 hover:text-primary-800',
        className,
      )}
    >
      <BagIcon className={floating ? 'size-6' : 'size-5'} />
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

import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { BagIcon, MapPinIcon } from '../../../components/ui/icons.tsx';
import { SlideOver } from '../../../components/ui/slide-over.tsx';
import { cartCount, cartTotal, closeCart, useCart, useCartOpen } from '../../../lib/cart.ts';
import { openCheckout } from '../../../lib/checkout-launcher.ts';
import { formatKsh } from '../../../lib/format.ts';
import { setRedirectPath } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { CartItemRow } from './cart-item-row.tsx';
import { ClosedShopsNote } from './closed-shops-note.tsx';

function DeliveringTo() {
  const user = useSession().user?.profile;
  const location = useLocation();
  const place = user?.town || user?.location;
  return (
    <p className="flex items-center gap-2 rounded-xl bg-primary-50 px-3 py-2.5 text-sm text-primary-900">
      <MapPinIcon className="size-4.5 shrink-0 text-primary-700" />
      {user ? (
        <span className="min-w-0 truncate">{place ? `Delivering to ${place}` : 'Delivering to your saved address'}</span>
      ) : (
        <Link
          to="/sign-in"
          onClick={() => {
            setRedirectPath(location.pathname + location.search);
            closeCart();
          }}
          className="rounded font-semibold underline-offset-2 hover:underline"
        >
          Log in to set your delivery address
        </Link>
      )}
    </p>
  );
}

/** The cart as a slide-over, mounted once for the whole site; any page opens it with openCart(). */
export function CartPanel() {
  const open = useCartOpen();
  const items = useCart();
  const count = cartCount(items);
  const checkOut = () => {
    closeCart();
    openCheckout();
  };
  return (
    <SlideOver
      open={open}
      onClose={closeCart}
      title={count > 0 ? `Your cart (${count})` : 'Your cart'}
      footer={
        items.length > 0 && (
          <div className="space-y-3">
            <div className="flex items-baseline justify-between">
              <span className="text-sm font-medium text-stone-600">Total</span>
              <span className="text-xl font-bold text-stone-900" data-testid="cart-total">
                {formatKsh(cartTotal(items))}
              </span>
            </div>
            <Button size="lg" className="w-full" onClick={checkOut}>
              Check Out
            </Button>
          </div>
        )
      }
    >
      <DeliveringTo />
      {items.length > 0 && <ClosedShopsNote shopIds={[...new Set(items.map((item) => item.shop._id))]} />}
      {items.length === 0 ? (
        <div className="flex flex-col items-center px-4 py-14 text-center">
          <div className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <BagIcon className="size-7" />
          </div>
          <h3 className="mt-4 text-base font-semibold text-stone-900">Your cart is empty</h3>
          <p className="mt-1 text-sm text-stone-600">Add some items to get started</p>
          <ButtonLink to="/menu" variant="secondary" className="mt-6" onClick={closeCart}>
            Browse the menu
          </ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-stone-100">
          {items.map((item) => (
            <CartItemRow key={item._id} item={item} />
          ))}
        </ul>
      )}
    </SlideOver>
  );
}

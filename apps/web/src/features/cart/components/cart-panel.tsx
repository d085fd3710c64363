import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { BagIcon, MapPinIcon } from '../../../components/ui/icons.tsx';
import { SlideOver } from '../../../components/ui/slide-over.tsx';
import { cartCount, cartLineKey, cartTotal, closeCart, useCart, useCartOpen, type CartItem } from '../../../lib/cart.ts';
import { cartPlaceOf } from '../../../lib/delivery-quote.ts';
import { openCheckout, openCheckoutToSchedule } from '../../../lib/checkout-launcher.ts';
import { formatKsh } from '../../../lib/format.ts';
import { setRedirectPath } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import type { DeliveryPlace } from '../../../lib/delivery-place.ts';
import { useDeliveryPlace } from '../../../lib/use-delivery-place.ts';
import { CartTotals } from './cart-delivery-estimate.tsx';
import { CartItemRow } from './cart-item-row.tsx';
import { ClosedShopsNote } from './closed-shops-note.tsx';
import { useCartStores } from '../api/get-cart-stores.ts';
import { storeStatusText } from '../../../components/ui/store-status-text.ts';
import { useNow } from '../../../components/ui/store-status-badge.tsx';
import { useTranslation } from 'react-i18next';
import { Suspense } from 'react';

/** The place the cart's delivery is estimated for: the one picked on the device, else the profile's home. */
function useCartPlace(): DeliveryPlace | null {
  return cartPlaceOf(useDeliveryPlace(), useSession().user?.profile);
}

function DeliveringTo({ picked }: { picked: DeliveryPlace | null }) {
  const { t } = useTranslation('cart');
  const user = useSession().user?.profile;
  const location = useLocation();
  const place = picked?.town || user?.town || user?.location;
  return (
    <p className="flex items-center gap-2 rounded-xl bg-primary-50 px-3 py-2.5 text-sm text-primary-900">
      <MapPinIcon className="size-4.5 shrink-0 text-primary-700" />
      {picked ? (
        <span className="min-w-0 truncate">{t('panel.deliveringTo', { place: picked.town })}</span>
      ) : user ? (
        <span className="min-w-0 truncate">{place ? t('panel.deliveringTo', { place }) : t('panel.deliveringToSaved')}</span>
      ) : (
        <Link
          to="/sign-in"
          onClick={() => {
            setRedirectPath(location.pathname + location.search);
            closeCart();
          }}
          className="rounded font-semibold underline-offset-2 hover:underline"
        >
          {t('panel.logIn')}
        </Link>
      )}
    </p>
  );
}

/** The cart's lines by shop, in the order the shops were first added: each shop is its own sub-order. */
function shopGroups(items: CartItem[]): { shopId: string; shopName: string; items: CartItem[] }[] {
  const groups = new Map<string, { shopId: string; shopName: string; items: CartItem[] }>();
  for (const item of items) {
    const group = groups.get(item.shop._id) ?? { shopId: item.shop._id, shopName: item.shop.shopName, items: [] };
    group.items.push(item);
    groups.set(item.shop._id, group);
  }
  return [...groups.values()];
}

/**
 * The cart as a slide-over, mounted once for the whole site; any page opens it with openCart().
 * It sits outside the pages' Suspense: while its words load it waits on its own, never blanking the page.
 */
export function CartPanel() {
  return (
    <Suspense fallback={null}>
      <Cart />
    </Suspense>
  );
}

function Cart() {
  const { t } = useTranslation('cart');
  const open = useCartOpen();
  const items = useCart();
  const count = cartCount(items);
  const place = useCartPlace();
  const picked = useDeliveryPlace();
  // Which lines cannot be ordered now: those of a shop closed or paused since they were added.
  const closedShops = new Map(useCartStores([...new Set(items.map((item) => item.shop._id))]).filter((s) => !s.openNow).map((s) => [s._id, s]));
  const now = useNow();
  const checkOut = () => {
    closeCart();
    openCheckout();
  };
  const schedule = () => {
    closeCart();
    openCheckoutToSchedule();
  };
  return (
    <SlideOver
      open={open}
      onClose={closeCart}
      title={count > 0 ? t('panel.titleCount', { count }) : t('panel.title')}
      footer={
        items.length > 0 && (
          <div className="space-y-3">
            <CartTotals items={items} place={place} />
            <Button size="lg" className="w-full" onClick={checkOut}>
              {t('panel.checkOut')}
            </Button>
          </div>
        )
      }
    >
      <DeliveringTo picked={picked} />
      {items.length > 0 && <ClosedShopsNote shopIds={[...new Set(items.map((item) => item.shop._id))]} onSchedule={schedule} />}
      {items.length === 0 ? (
        <div className="flex flex-col items-center px-4 py-14 text-center">
          <div className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <BagIcon className="size-7" />
          </div>
          <h3 className="mt-4 text-base font-semibold text-stone-900">{t('panel.empty')}</h3>
          <p className="mt-1 text-sm text-stone-600">{t('panel.getStarted')}</p>
          <ButtonLink to="/menu" variant="secondary" className="mt-6" onClick={closeCart}>
            {t('panel.browse')}
          </ButtonLink>
        </div>
      ) : (
        shopGroups(items).map((group) => (
          <section key={group.shopId} aria-labelledby={`cart-shop-${group.shopId}`} className="border-b border-stone-100 pt-3 last:border-b-0">
            <h3 id={`cart-shop-${group.shopId}`} className="text-sm font-bold text-stone-900">
              {group.shopName}
            </h3>
            {closedShops.has(group.shopId) && (
              <p className="mt-0.5 text-xs font-medium text-amber-800" data-testid="cart-shop-closed">
                {t('panel.cannotOrderNow', { status: storeStatusText(closedShops.get(group.shopId)!, now) })}
              </p>
            )}
            <ul className="divide-y divide-stone-100">
              {group.items.map((item) => (
                <CartItemRow key={cartLineKey(item)} item={item} />
              ))}
            </ul>
            <p className="flex justify-between pb-3 text-sm text-stone-700">
              <span>{t('panel.subtotal')}</span>
              <span className="font-semibold text-stone-900">{formatKsh(cartTotal(group.items))}</span>
            </p>
          </section>
        ))
      )}
    </SlideOver>
  );
}

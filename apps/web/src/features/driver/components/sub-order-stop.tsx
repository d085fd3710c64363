import type { TDriverOrder } from '@sokoni/domain/contracts/driver-orders';
import { useTranslation } from 'react-i18next';
import { ContactButtons } from '../../../components/order/contact-buttons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { NavigateLink } from './navigate-link.tsx';
import { subOrderAction } from '../lib/order-actions.ts';
import { OrderStatusBadge } from '../../../components/order/order-status-badge.tsx';
import { ChosenOptions } from '../../../components/order/chosen-options.tsx';

type SubOrder = TDriverOrder['subOrders'][number];

/** One shop to collect from: its place on the route, where it is in words, Navigate / Call / WhatsApp, what to collect, and 'Mark as Picked Up'. */
export function SubOrderStop({
  sub,
  stopNumber,
  address,
  pickingUp,
  busy,
  onPickUp,
}: {
  sub: SubOrder;
  stopNumber: number;
  address: string;
  pickingUp: boolean;
  busy: boolean;
  onPickUp: () => void;
}) {
  const { t } = useTranslation('driver');
  const action = subOrderAction(sub.status);
  const label = action.step && t(`stop.${action.step}`);
  const count = sub.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li className="rounded-xl border border-stone-200 p-3">
      <div className="flex items-start gap-2">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-sky-700 text-sm font-bold text-white" role="img" aria-label={t('stop.number', { number: stopNumber })}>
          {stopNumber}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <h4 className="flex items-center gap-1.5 font-semibold text-stone-900">
              <StoreIcon className="size-4 shrink-0 text-sky-700" />
              {sub.shop.shopName}
            </h4>
            <OrderStatusBadge wording="sentence" status={sub.status} />
          </div>
          {/* The shop's street address in its own words; the coordinates serve 'Navigate' only. */}
          <p className="text-sm text-stone-600" data-testid="stop-address">
            {address}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <NavigateLink to={sub.shop.shopName} location={sub.shop.location} />
            {sub.shop.phone && <ContactButtons name={sub.shop.shopName} phone={sub.shop.phone} />}
          </div>
          <ul className="mt-2 space-y-0.5 text-sm text-stone-700">
            {sub.items.map((item) => (
              <li key={item._id}>
                {item.quantity} × {item.product.name}
                <ChosenOptions choices={item.choices} />
              </li>
            ))}
          </ul>
          <p className="sr-only">{t('stop.items', { count })}</p>
        </div>
      </div>
      {label && (
        <Button
          variant={action.enabled ? 'primary' : 'secondary'}
          size="sm"
          className="mt-3 w-full"
          disabled={!action.enabled || (busy && !pickingUp)}
          loading={pickingUp}
          onClick={onPickUp}
          aria-label={t('stop.actionFor', { action: label, shop: sub.shop.shopName })}
        >
          {pickingUp ? t('stop.markingPickedUp') : label}
        </Button>
      )}
    </li>
  );
}

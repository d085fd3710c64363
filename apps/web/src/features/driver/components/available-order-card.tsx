import { useQuery } from '@tanstack/react-query';
import type { TAvailableOrder } from '@sokoni/domain/contracts/driver-orders';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { MapPinIcon, StoreIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { driverOrderQueryOptions } from '../api/get-driver-order.ts';
import { EarningFigures } from './earning-figures.tsx';
import { OrderItems } from './order-items.tsx';
import { timeAgo } from '../../../lib/nairobi-time.ts';
import { i18n } from '../../../i18n/i18n.ts';

function Details({ orderId }: { orderId: string }) {
  const { t } = useTranslation('driver');
  const query = useQuery(driverOrderQueryOptions(orderId));
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner className="text-primary-700" /> {t('availableOrder.loadingDetails')}
      </p>
    );
  }
  if (query.isError) return <p className="text-sm text-red-700">{messageOf(query.error, t('availableOrder.detailsFailed'))}</p>;
  return <OrderItems order={query.data} />;
}

const km = (value: number) => i18n.t('driver:availableOrder.km', { km: value.toFixed(1) });

/** What a rider weighs before accepting: how far the shop is, the ride to the customer, how many stops. */
function distanceLine(order: TAvailableOrder): string {
  const parts = [
    order.distanceToShopKm === null ? i18n.t('driver:availableOrder.goOnlineForDistance') : i18n.t('driver:availableOrder.toShop', { distance: km(order.distanceToShopKm) }),
    order.shopToCustomerKm === null ? null : i18n.t('driver:availableOrder.toCustomer', { distance: km(order.shopToCustomerKm) }),
    i18n.t('driver:availableOrder.shops', { count: order.shopCount }),
  ];
  return parts.filter(Boolean).join(' · ');
}

export interface AvailableOrderCardProps {
  order: TAvailableOrder;
  isNew: boolean;
  accepting: boolean;
  /** Another order's acceptance is on its way: one at a time. */
  busy: boolean;
  onAccept: (orderId: string) => void;
}

/** One order open to drivers: where to collect, where to deliver, what it pays, and 'Accept'. */
export function AvailableOrderCard({ order, isNew, accepting, busy, onAccept }: AvailableOrderCardProps) {
  const { t } = useTranslation('driver');
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  return (
    <article aria-label={t('orderCard.label', { number: order.orderNumber })} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-bold text-stone-900">{order.orderNumber}</h3>
          <p className="text-xs text-stone-500">{timeAgo(order.createdAt)}</p>
        </div>
        {isNew && <span className="shrink-0 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">{t('availableOrder.new')}</span>}
      </header>

      <ul className="mt-3 space-y-1.5 text-sm text-stone-700">
        {order.shops.map((shop, index) => (
          <li key={`${shop.shopName}-${index}`} className="flex items-start gap-2">
            <StoreIcon className="mt-0.5 size-4 shrink-0 text-stone-500" />
            <span className="min-w-0">
              <span className="font-medium text-stone-900">{shop.shopName}</span>
              {shop.town && <span className="text-stone-500"> · {shop.town}</span>}
            </span>
          </li>
        ))}
        <li className="flex items-start gap-2">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-primary-700" />
          <span>
            <Trans t={t} i18nKey="availableOrder.deliverTo" values={{ town: order.deliveryTown }} components={{ town: <span className="font-medium text-stone-900" /> }} />
          </span>
        </li>
      </ul>

      <p className="mt-3 text-sm text-stone-700">{distanceLine(order)}</p>

      <div className="mt-3">
        <EarningFigures fee={order.fee} earning={order.driverEarning} />
      </div>

      {expanded && (
        <div id={detailsId} className="mt-3 rounded-xl border border-stone-100 p-3">
          <Details orderId={order.orderId} />
        </div>
      )}

      <div className="mt-4 flex gap-2">
        <Button variant="secondary" className="flex-1" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('availableOrder.hideDetails') : t('availableOrder.details')}
        </Button>
        <Button className="flex-1" loading={accepting} disabled={busy && !accepting} onClick={() => onAccept(order.orderId)}>
          {accepting ? t('availableOrder.accepting') : t('availableOrder.accept')}
        </Button>
      </div>
    </article>
  );
}

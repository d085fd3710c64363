import type { TDriverOrder } from '@sokoni/domain/contracts/driver-orders';
import { useTranslation } from 'react-i18next';
import { ContactButtons } from '../../../components/order/contact-buttons.tsx';
import { MapPinIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { NavigateLink } from './navigate-link.tsx';

/**
 * The drop-off: who receives, the landmark, building and directions the customer gave, and
 * Navigate / Call / WhatsApp. The server sends the pin, the phone and these details only to the
 * driver the order is assigned to.
 */
export function DropOffStop({ order, stopNumber }: { order: TDriverOrder; stopNumber?: number }) {
  const { t } = useTranslation('driver');
  const customerName = order.user?.names || t('activeOrder.customer');
  const address = order.delivery.address;
  const receiver = address?.contactPhone && address.contactPhone !== order.user?.phoneNumber ? address.contactPhone : null;
  return (
    <section aria-label={t('dropOff.label')} className="space-y-2 rounded-xl border border-red-100 bg-red-50/40 p-3 text-sm">
      <div className="flex items-start gap-2">
        {stopNumber ? (
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-red-600 text-sm font-bold text-white" role="img" aria-label={t('stop.number', { number: stopNumber })}>
            {stopNumber}
          </span>
        ) : (
          <MapPinIcon className="mt-0.5 size-4.5 shrink-0 text-red-600" />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <h4 className="flex items-center gap-2 font-semibold text-stone-900">
            <UserIcon className="size-4 shrink-0 text-stone-500" />
            {customerName}
          </h4>
          {order.user?.phoneNumber && (
            <a href={`tel:${order.user.phoneNumber}`} className="block tabular-nums font-semibold text-primary-700 hover:underline">
              {order.user.phoneNumber}
            </a>
          )}
          <p className="text-stone-600">{order.delivery.town}</p>
          {address?.landmark && (
            <p className="text-stone-900">
              <span className="font-semibold">{t('dropOff.landmark')}</span> {address.landmark}
            </p>
          )}
          {address?.building && (
            <p className="text-stone-900">
              <span className="font-semibold">{t('dropOff.building')}</span> {address.building}
            </p>
          )}
          {address?.directions && (
            <p className="whitespace-pre-line text-stone-900">
              <span className="font-semibold">{t('dropOff.directions')}</span> {address.directions}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <NavigateLink to={customerName} location={order.delivery.location} />
        {order.user?.phoneNumber && <ContactButtons name={customerName} phone={order.user.phoneNumber} />}
      </div>
      {receiver && (
        <div className="space-y-1 border-t border-red-100 pt-2">
          <p className="text-stone-700">
            {t('dropOff.receiving')} <span className="tabular-nums font-semibold text-stone-900">{receiver}</span>
          </p>
          <ContactButtons name={t('dropOff.receiverName')} phone={receiver} />
        </div>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { whyNoRiderRating } from '@sokoni/domain/rider-rating';
import { whyNoTip } from '@sokoni/domain/tips';
import { AddTipForm } from './add-tip-form.tsx';
import { OrderAgainButton } from './order-again.tsx';
import { RiderRatingDone, RiderRatingForm } from './rider-rating-form.tsx';

/** Below the order: rate the rider and tip them (a Sokoni delivery), and order the same again. */
export function AfterDeliverySection({ order, now = new Date() }: { order: TOrder; now?: Date }) {
  const { t } = useTranslation('orders');
  const rider = { status: order.status, deliveryOption: order.delivery.option, assignedDriverId: order.assignedDriver };
  const rateable = whyNoRiderRating(rider) === null;
  const tipFailed = order.tip?.status === 'Failed';
  const tippable = (!order.tip || tipFailed) && whyNoTip({ ...rider, deliveredAt: order.deliveredAt ? new Date(order.deliveredAt) : null }, now) === null;
  return (
    <section aria-labelledby="after-delivery-heading" className="mt-6 space-y-5 border-t border-stone-200 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="after-delivery-heading" className="text-base font-bold text-stone-900">
          {rateable ? t('afterDelivery.yourRider') : t('afterDelivery.again')}
        </h2>
        <OrderAgainButton orderId={order._id} />
      </div>
      {rateable && (order.riderRating ? <RiderRatingDone rating={order.riderRating} /> : <RiderRatingForm orderId={order._id} />)}
      {tippable && <AddTipForm orderId={order._id} phone={order.user.phoneNumber} retry={tipFailed} />}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { TTracking } from '@sokoni/domain/contracts/dispatch';
import type { TrackingStage } from '@sokoni/domain/tracking';
import { ContactButtons } from '../../../components/order/contact-buttons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { trackingQueryOptions } from '../api/get-tracking.ts';
import { useRiderLocation } from '../hooks/use-rider-location.ts';
import { TrackingMap } from './tracking-map.tsx';

const STAGE_TEXT: Record<TrackingStage, string> = {
  preparing: 'The shops are preparing your order.',
  finding_rider: 'Your order is ready. We are finding a rider near the shop.',
  picking_up: 'Your rider is collecting your order from the shops.',
  on_the_way: 'Your rider is on the way to you.',
  delivered: 'Your order has been delivered.',
  cancelled: 'This order was cancelled.',
};

function Eta({ tracking }: { tracking: TTracking }) {
  if (tracking.etaMinutes !== null) {
    return (
      <p className="text-lg font-bold text-primary-800" aria-live="polite">
        Arriving in about {tracking.etaMinutes} min
      </p>
    );
  }
  if (tracking.rider && tracking.rider.lat === null) return <p className="text-sm text-stone-600">Waiting for your rider's position…</p>;
  return null;
}

/** A platform delivery as its customer follows it: stage, rider, ETA and the live map. */
export function DeliveryTracking({ orderKey, orderId, token }: { orderKey: string; orderId: string; token: string }) {
  const query = useQuery(trackingQueryOptions(orderKey));
  useRiderLocation(token, { _id: orderId, key: orderKey });

  if (query.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {messageOf(query.error, 'Could not load where your delivery is.')}{' '}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const tracking = query.data;
  if (tracking.stage === 'delivered' || tracking.stage === 'cancelled') return null;
  const { rider } = tracking;
  return (
    <section aria-labelledby="tracking-heading" className="space-y-3 rounded-2xl border border-primary-100 bg-primary-50/40 p-4">
      <h2 id="tracking-heading" className="text-sm font-bold uppercase tracking-wider text-stone-500">
        Your delivery
      </h2>
      <p className="text-sm text-stone-800">{STAGE_TEXT[tracking.stage]}</p>
      <Eta tracking={tracking} />
      {rider && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-3">
          <div className="min-w-0">
            <p className="font-semibold text-stone-900">{rider.name}</p>
            <p className="text-sm text-stone-600">{[rider.vehicle, rider.plate].filter(Boolean).join(' · ')}</p>
          </div>
          <ContactButtons name={rider.name} phone={rider.phone} />
        </div>
      )}
      {(rider || tracking.shops.length > 0) && <TrackingMap tracking={tracking} riderName={rider?.name ?? null} />}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTracking } from '@sokoni/domain/contracts/dispatch';
import { ContactButtons } from '../../../components/order/contact-buttons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { trackingQueryOptions } from '../api/get-tracking.ts';
import { useRiderLocation } from '../hooks/use-rider-location.ts';
import { TrackingMap } from './tracking-map.tsx';

function Eta({ tracking }: { tracking: TTracking }) {
  const { t } = useTranslation('orders');
  if (tracking.etaMinutes !== null) {
    return (
      <p className="text-lg font-bold text-primary-800" aria-live="polite">
        {t('tracking.eta', { count: tracking.etaMinutes })}
      </p>
    );
  }
  if (tracking.rider && tracking.rider.lat === null) return <p className="text-sm text-stone-600">{t('tracking.waitingPosition')}</p>;
  return null;
}

/** A platform delivery as its customer follows it: stage, rider, ETA and the live map. */
export function DeliveryTracking({ orderKey, orderId, token }: { orderKey: string; orderId: string; token: string }) {
  const { t } = useTranslation(['orders', 'common']);
  const query = useQuery(trackingQueryOptions(orderKey));
  useRiderLocation(token, { _id: orderId, key: orderKey });

  if (query.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {messageOf(query.error, t('tracking.loadFailed'))}{' '}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('common:tryAgain')}
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
        {t('tracking.heading')}
      </h2>
      <p className="text-sm text-stone-800">{t(`tracking.stage.${tracking.stage}`)}</p>
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

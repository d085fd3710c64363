import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { availabilityQueryOptions, setAvailability } from '../api/availability.ts';
import { activeOrdersQueryOptions } from '../api/get-active-orders.ts';
import { driverKeys } from '../api/query-keys.ts';
import { usePositionSharing, type SharingState } from '../hooks/use-position-sharing.ts';

function SharingLine({ state, problem, carrying }: { state: SharingState; problem: string | null; carrying: boolean }) {
  const { t } = useTranslation('driver');
  if (state === 'off') return null;
  if (state === 'problem') return <p className="mt-2 text-sm text-red-700">{problem}</p>;
  const text =
    state === 'locating'
      ? t('availability.locating')
      : carrying
        ? t('availability.sharingWithCustomer')
        : t('availability.sharingForOffers');
  return (
    <p role="status" className="mt-2 flex items-center gap-2 text-sm font-medium text-primary-800">
      <span aria-hidden="true" className={cn('size-2.5 rounded-full bg-primary-600', state === 'sharing' && 'animate-pulse')} />
      {text}
    </p>
  );
}

/**
 * Online / Offline, and whether the phone is sharing its position: while online (nearby orders are
 * offered first) and while carrying an order (the customer follows it on a map).
 */
export function AvailabilityPanel({ driver }: { driver: TDriver }) {
  const { t } = useTranslation(['driver', 'common']);
  const queryClient = useQueryClient();
  const availability = useQuery(availabilityQueryOptions());
  const active = useQuery(activeOrdersQueryOptions(driver._id));
  const carrying = (active.data?.length ?? 0) > 0;
  const online = availability.data?.online ?? false;
  const sharing = usePositionSharing(online || carrying);
  const toggle = useMutation({
    mutationFn: (next: boolean) => setAvailability(next),
    onSuccess: (answer) => {
      queryClient.setQueryData(driverKeys.availability, answer);
      void queryClient.invalidateQueries({ queryKey: driverKeys.available(driver._id) });
      showToast(answer.message);
    },
    onError: (error) => showToast(messageOf(error, t('availability.changeFailed')), 'error'),
  });

  if (availability.isPending) return <Skeleton className="h-20 w-full rounded-2xl" />;
  if (availability.isError) {
    return (
      <section className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800" role="alert">
        {messageOf(availability.error, t('availability.loadFailed'))}{' '}
        <Button variant="secondary" size="sm" onClick={() => void availability.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby="availability-heading" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className={cn('size-3 shrink-0 rounded-full', online ? 'bg-primary-600' : 'bg-stone-400')} />
        <div className="min-w-0 flex-1">
          <h2 id="availability-heading" className="font-bold text-stone-900">
            {online ? t('availability.online') : t('availability.offline')}
          </h2>
          <p className="text-xs text-stone-600">{online ? t('availability.onlineText') : t('availability.offlineText')}</p>
        </div>
        <Button variant={online ? 'secondary' : 'primary'} size="sm" aria-pressed={online} loading={toggle.isPending} onClick={() => toggle.mutate(!online)}>
          {toggle.isPending ? t('availability.saving') : online ? t('availability.goOffline') : t('availability.goOnline')}
        </Button>
      </div>
      <SharingLine state={sharing.state} problem={sharing.problem} carrying={carrying} />
    </section>
  );
}

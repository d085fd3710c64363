import { DateField } from '../../../components/ui/date-field.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { CheckCircleIcon } from '../../../components/ui/icons.tsx';
import { completedOrdersQueryOptions } from '../api/get-completed-orders.ts';
import { useMinDelay } from '../hooks/use-min-delay.ts';
import { CompletedOrderCard } from './completed-order-card.tsx';
import { CompletedTotals } from './completed-totals.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { kenyaToday } from '../../../lib/nairobi-time.ts';

/** Delivered orders, optionally for one delivery day, with the fee and 80% totals. */
export function CompletedOrdersTab({ driver }: { driver: TDriver }) {
  const { t } = useTranslation('driver');
  const [date, setDate] = useState('');
  const query = useQuery({ ...completedOrdersQueryOptions(driver._id, date), placeholderData: keepPreviousData });
  const waited = useMinDelay();

  return (
    <div className="space-y-4">
      <div className="flex items-end gap-2">
        <DateField label={t('completedOrders.deliveredOn')} name="date" max={kenyaToday()} value={date} onChange={setDate} containerClassName="min-w-0 flex-1" />
        <Button variant="secondary" onClick={() => setDate('')} disabled={!date}>
          {t('completedOrders.allDates')}
        </Button>
      </div>

      {!waited || query.isPending ? (
        <ListSkeleton count={5} label={t('completedOrders.loading')} />
      ) : query.isError ? (
        <ErrorState title={t('completedOrders.failed')} message={t('lists.checkConnection')} onRetry={() => void query.refetch()} />
      ) : (
        <div className={query.isPlaceholderData ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'} aria-busy={query.isPlaceholderData || undefined}>
          <CompletedTotals totals={query.data.totals} />
          {query.data.orders.length === 0 ? (
            <EmptyState
              icon={<CheckCircleIcon />}
              title={date ? t('completedOrders.noneOnDate') : t('completedOrders.noneYet')}
              description={date ? t('completedOrders.noneOnDateText') : t('completedOrders.noneYetText')}
            />
          ) : (
            <ul className="space-y-3">
              {query.data.orders.map((order) => (
                <li key={order._id}>
                  <CompletedOrderCard order={order} driverId={driver._id} />
                </li>
              ))}
            </ul>
          )}
          {query.data.orders.length < query.data.totals.count && (
            <p className="text-center text-xs text-stone-500">
              {t('completedOrders.showingLatest', { shown: query.data.orders.length, total: query.data.totals.count })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHEDULED, isDropped } from '@sokoni/domain/order-status';
import { RECEIVED_STATUSES } from '@sokoni/domain/order-statuses';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { usePartnerOrders } from '../api/get-partner-orders.ts';
import { useUpdateSubOrderStatus } from '../api/update-suborder-status.ts';
import { useFollowedSubOrders } from '../hooks/use-followed-sub-orders.ts';
import { downloadBlob } from '../../../lib/download-text.ts';
import { csvBlob, toCsv } from '../lib/csv.ts';
import { orderCsvColumns } from '../lib/order-rows.ts';
import { ListSkeleton } from './list-skeleton.tsx';
import { TabHeading } from './tab-heading.tsx';
import { DownloadIcon, ReceiptIcon } from './icons.tsx';
import { SubOrderCard } from './sub-order-card.tsx';
import { statusName } from '../lib/status-words.ts';

const PREPARING = ['OrderReceived', 'Preparing'];

type Followed = ReturnType<typeof useFollowedSubOrders>[number];

/** One group of the list under its heading ('New (2)'), or nothing when it is empty. */
function OrderGroup({ id, title, orders, render }: { id: string; title: string; orders: Followed[]; render: (f: Followed) => ReactNode }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mb-6">
      <h3 id={id} className="mb-2 text-sm font-bold uppercase tracking-wider text-stone-500">
        {title}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">{orders.map(render)}</div>
    </section>
  );
}

/**
 * The store's live orders, the screen a shop works from: new ones on top (each with the time left
 * to answer), then those being prepared, then ready and later ones; delivered ones have moved to Sales.
 */
export function OrdersTab({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation('partner');
  const query = usePartnerOrders(partnerId);
  const followed = useFollowedSubOrders(query.data);
  const update = useUpdateSubOrderStatus();
  const [updatingId, setUpdatingId] = useState<string | null>(null);

  // Handed over means sold: those orders are under Sales.
  const current = followed.filter((f) => !RECEIVED_STATUSES.includes(f.parentStatus) && !RECEIVED_STATUSES.includes(f.status));
  const open = current.filter((f) => f.status !== SCHEDULED).sort((a, b) => Date.parse(b.sub.createdAt) - Date.parse(a.sub.createdAt));
  const fresh = open.filter((f) => f.status === 'Pending');
  const preparing = open.filter((f) => PREPARING.includes(f.status));
  const closed = open.filter((f) => isDropped(f.status));
  const later = open.filter((f) => f.status !== 'Pending' && !PREPARING.includes(f.status) && !isDropped(f.status));
  // Orders for later, soonest slot first: each comes up as a new order its prep time before the slot.
  const scheduled = current
    .filter((f) => f.status === SCHEDULED)
    .sort((a, b) => Date.parse(a.sub.parentOrder.scheduledFor ?? '') - Date.parse(b.sub.parentOrder.scheduledFor ?? ''));

  const advance = (id: string, next: string) => {
    setUpdatingId(id);
    update.mutate(
      { id, status: next },
      {
        onSuccess: () => showToast(next === 'OrderReceived' ? t('orders.accepted') : t('orders.markedAs', { status: statusName(next) })),
        onError: (error) => showToast(messageOf(error, t('orders.updateFailed')), 'error'),
        onSettled: () => setUpdatingId(null),
      },
    );
  };

  const card = (f: Followed) => (
    <SubOrderCard key={f.sub._id} sub={f.sub} status={f.status} updating={updatingId === f.sub._id} onAdvance={(next) => advance(f.sub._id, next)} />
  );

  const exportCsv = () => {
    downloadBlob(csvBlob(toCsv(open.map((f) => ({ sub: f.sub, status: f.status })), orderCsvColumns())), 'orders.csv');
  };

  return (
    <section aria-labelledby="orders-heading">
      <TabHeading
        id="orders-heading"
        title={t('orders.title')}
        description={t('orders.description')}
        actions={
          <Button variant="secondary" size="sm" onClick={exportCsv} disabled={open.length === 0}>
            <DownloadIcon className="size-4" />
            {t('orders.exportCsv')}
          </Button>
        }
      />
      {scheduled.length > 0 && (
        <section aria-labelledby="scheduled-heading" className="mb-6">
          <h3 id="scheduled-heading" className="mb-2 text-sm font-bold uppercase tracking-wider text-stone-500">
            {t('orders.scheduled', { count: scheduled.length })}
          </h3>
          <div className="grid gap-3 sm:grid-cols-2">
            {scheduled.map((f) => (
              <SubOrderCard key={f.sub._id} sub={f.sub} status={f.status} updating={false} onAdvance={() => undefined} />
            ))}
          </div>
        </section>
      )}
      {query.isPending ? (
        <ListSkeleton label={t('orders.loading')} />
      ) : open.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon />}
          title={t('orders.empty')}
          description={query.isError ? t('orders.loadFailed') : t('orders.emptyHint')}
          action={
            query.isError ? (
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                {t('orders.tryAgain')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <OrderGroup id="new-orders-heading" title={t('orders.newGroup', { count: fresh.length })} orders={fresh} render={card} />
          <OrderGroup id="preparing-orders-heading" title={t('orders.preparingGroup', { count: preparing.length })} orders={preparing} render={card} />
          <OrderGroup id="ready-orders-heading" title={t('orders.readyGroup', { count: later.length })} orders={later} render={card} />
          <OrderGroup id="closed-orders-heading" title={t('orders.closedGroup', { count: closed.length })} orders={closed} render={card} />
        </>
      )}
    </section>
  );
}

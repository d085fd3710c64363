import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRMED_DELIVERED, SCHEDULED } from '@sokoni/domain/order-status';
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

/** The store's open sub-orders, newest first; confirmed ones have moved to Sales. */
export function OrdersTab({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation('partner');
  const query = usePartnerOrders(partnerId);
  const followed = useFollowedSubOrders(query.data);
  const update = useUpdateSubOrderStatus();
  const [updatingId, setUpdatingId] = useState<string | null>(null);

  const current = followed.filter((f) => f.parentStatus !== CONFIRMED_DELIVERED && f.status !== CONFIRMED_DELIVERED);
  const open = current.filter((f) => f.status !== SCHEDULED).sort((a, b) => Date.parse(b.sub.createdAt) - Date.parse(a.sub.createdAt));
  // Orders for later, soonest slot first: each comes up as a new order its prep time before the slot.
  const scheduled = current
    .filter((f) => f.status === SCHEDULED)
    .sort((a, b) => Date.parse(a.sub.parentOrder.scheduledFor ?? '') - Date.parse(b.sub.parentOrder.scheduledFor ?? ''));

  const advance = (id: string, next: string) => {
    setUpdatingId(id);
    update.mutate(
      { id, status: next },
      {
        onSuccess: () => showToast(t('orders.markedAs', { status: statusName(next) })),
        onError: (error) => showToast(messageOf(error, t('orders.updateFailed')), 'error'),
        onSettled: () => setUpdatingId(null),
      },
    );
  };

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
        <div className="grid gap-3 sm:grid-cols-2">
          {open.map((f) => (
            <SubOrderCard key={f.sub._id} sub={f.sub} status={f.status} updating={updatingId === f.sub._id} onAdvance={(next) => advance(f.sub._id, next)} />
          ))}
        </div>
      )}
    </section>
  );
}

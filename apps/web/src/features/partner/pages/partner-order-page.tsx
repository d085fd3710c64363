import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paymentMethodLabel, paymentStatusLabel } from '../../../components/order/payment-text.ts';
import { formatKsh } from '@sokoni/domain/money';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { FormSkeleton } from '../../../components/ui/skeleton.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSubOrder } from '../api/get-suborder.ts';
import { useUpdateSubOrderStatus } from '../api/update-suborder-status.ts';
import { PartnerGate } from '../components/partner-gate.tsx';
import { StatusUpdater } from '../components/status-updater.tsx';
import { useFollowedSubOrders } from '../hooks/use-followed-sub-orders.ts';
import { customerName, deliveryLabel } from '../lib/order-rows.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { statusName } from '../lib/status-words.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { OrderStatusBadge } from '../../../components/order/order-status-badge.tsx';
import { useEffect } from 'react';
import { markOrderOpened } from '../hooks/opened-orders.ts';
import { ChosenOptions } from '../../../components/order/chosen-options.tsx';

function failureText(error: unknown): { title: string; message: string } {
  const t = i18n.getFixedT(null, 'partner');
  if (error instanceof ApiError && error.status === 403) return { title: t('orderPage.otherStore'), message: t('orderPage.otherStoreHint') };
  if (error instanceof ApiError && error.status === 404) return { title: t('orderPage.notFound'), message: t('orderPage.notFoundHint') };
  return { title: t('orderPage.failed'), message: messageOf(error, t('orderPage.failedHint')) };
}

function SubOrderDetail({ subOrderId }: { subOrderId: string }) {
  const { t } = useTranslation('partner');
  const query = useSubOrder(subOrderId);
  const [followed] = useFollowedSubOrders(query.data ? [query.data] : undefined);
  const update = useUpdateSubOrderStatus();
  // Opening a new order from its alert is answering the alarm: it stops ringing in the dashboard.
  useEffect(() => markOrderOpened(subOrderId), [subOrderId]);

  if (query.isPending) return <FormSkeleton fields={4} label={t('orderPage.loading')} />;
  if (query.isError || !followed) {
    const text = failureText(query.error);
    return <ErrorState title={text.title} message={text.message} onRetry={() => void query.refetch()} />;
  }

  const { sub, status } = followed;
  const parent = sub.parentOrder;
  const advance = (next: string) =>
    update.mutate(
      { id: sub._id, status: next },
      {
        onSuccess: () => showToast(t('orders.markedAs', { status: statusName(next) })),
        onError: (error) => showToast(messageOf(error, t('orders.updateFailed')), 'error'),
      },
    );

  return (
    <article aria-labelledby="order-heading" className="space-y-4">
      <header className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wider text-primary-700">{sub.shop.businessName}</p>
            <h1 id="order-heading" className="break-words text-xl font-bold text-stone-900 sm:text-2xl">
              {t('orderPage.heading', { number: parent.orderId })}
            </h1>
            <p className="text-sm text-stone-500">{t('orderPage.placed', { when: formatDateTime(sub.createdAt) })}</p>
          </div>
          <OrderStatusBadge status={status} className="text-sm" />
        </div>
        <div className="mt-4">
          <StatusUpdater status={status} option={parent.delivery.option} updating={update.isPending} onAdvance={advance} />
        </div>
      </header>
      <section aria-labelledby="items-heading" className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6">
        <h2 id="items-heading" className="mb-3 font-semibold text-stone-900">
          {t('orderPage.items')}
        </h2>
        <ul className="divide-y divide-stone-100 text-sm">
          {sub.items.map((item) => (
            <li key={item._id} className="flex justify-between gap-3 py-2">
              <span className="min-w-0 break-words">
                {item.quantity} × {item.product.name}
                <ChosenOptions choices={item.choices} className="text-stone-600" />
                <span className="block text-xs text-stone-500">{t('orderPage.each', { price: formatKsh(item.price) })}</span>
              </span>
              <span className="shrink-0 tabular-nums">{formatKsh(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between border-t border-stone-200 pt-3 text-base font-bold text-stone-900">
          <span>{t('orderPage.total')}</span>
          <span className="tabular-nums">{formatKsh(sub.total)}</span>
        </p>
      </section>
      <section aria-labelledby="delivery-heading" className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6">
        <h2 id="delivery-heading" className="mb-3 font-semibold text-stone-900">
          {t('orderPage.customerAndDelivery')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-stone-500">{t('orderPage.customer')}</dt>
          <dd className="text-right font-medium text-stone-900">{customerName(sub)}</dd>
          <dt className="text-stone-500">{t('orderPage.delivery')}</dt>
          <dd className="text-right font-medium text-stone-900">{deliveryLabel(parent.delivery.option)}</dd>
          <dt className="text-stone-500">{t('orderPage.town')}</dt>
          <dd className="text-right font-medium text-stone-900">{parent.delivery.town}</dd>
          <dt className="text-stone-500">{t('orderPage.payment')}</dt>
          <dd className="text-right font-medium text-stone-900">
            {paymentMethodLabel(parent.paymentMethod)} · {paymentStatusLabel(parent)}
          </dd>
          {sub.deliveredAt && (
            <>
              <dt className="text-stone-500">{t('orderPage.delivered')}</dt>
              <dd className="text-right font-medium text-stone-900">{formatDateTime(sub.deliveredAt)}</dd>
            </>
          )}
        </dl>
      </section>
    </article>
  );
}

/** /partner/orders/{subOrderId}: one of the store's orders, opened from a new-order alert. */
export function PartnerOrderPage() {
  const { t } = useTranslation('partner');
  const { subOrderId = '' } = useParams();
  useDocumentTitle(t('orderPage.documentTitle'));
  return (
    <PartnerGate>
      {() => (
        <PageShell footer={false}>
          <div className="mx-auto max-w-2xl px-4 pb-12 pt-5 sm:px-6">
            <ButtonLink to="/dashboard?tab=orders" variant="ghost" size="sm" className="mb-3 -ml-2">
              <ArrowLeftIcon className="size-4" />
              {t('orderPage.allOrders')}
            </ButtonLink>
            <SubOrderDetail subOrderId={subOrderId} />
          </div>
        </PageShell>
      )}
    </PartnerGate>
  );
}

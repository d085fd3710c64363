import { isMpesa } from '@sokoni/domain/payment-methods';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { RequireSession } from '../../../components/session/require-session.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { orderQueryOptions } from '../api/get-order.ts';
import { MpesaPaymentPanel } from '../components/mpesa-payment-panel.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { OrderNotices } from '../components/order-notices.tsx';
import { DeliveryTracking } from '../components/delivery-tracking.tsx';
import { useOrderUpdates } from '../hooks/use-order-updates.ts';
import { OrderProblemsSection } from '../../../components/problems/order-problems-section.tsx';
import { AfterDeliverySection } from '../components/after-delivery-section.tsx';
import { OrderHeadline } from '../components/order-headline.tsx';
import { MoneyBackNotice } from '../components/money-back-notice.tsx';
import { orderPageInput } from '../components/order-page-input.ts';
import { orderPageView, showsDeliveryPin } from '@sokoni/domain/order-page';

function Summary({ orderId, token }: { orderId: string; token: string }) {
  const { t } = useTranslation('orders');
  const query = useQuery(orderQueryOptions(orderId));
  // A shop, driver or admin may change the order while the customer looks at it: show it at once.
  useOrderUpdates(token);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-stone-600">
        <Spinner className="text-primary-700" /> {t('summaryPage.loading')}
      </p>
    );
  }
  if (query.isError) {
    const message = messageOf(query.error, t('summaryPage.loadFailed'));
    const notFound = t('summaryPage.notFound');
    return (
      <div className="space-y-4 py-6">
        {message !== notFound && <Alert tone="error">{message}</Alert>}
        <p className="text-center text-lg font-semibold text-stone-900">{notFound}</p>
      </div>
    );
  }
  const order = query.data;
  // One table says what this state shows (packages/domain/src/order-page.ts).
  const view = orderPageView(orderPageInput(order));
  const pin = showsDeliveryPin(orderPageInput(order));
  const shows = (detail: (typeof view.details)[number]) => view.details.includes(detail);
  const [showPanel, showMoneyBack, showTracking] = [shows('mpesaPanel'), shows('moneyBack'), shows('tracking')];
  return (
    <>
      <OrderHeadline view={view} scheduledFor={order.scheduledFor} withPin={pin && order.deliveryPin != null} />
      {isMpesa(order.paymentMethod) && showPanel && (
        <div className="mb-5">
          <MpesaPaymentPanel orderId={order._id} token={token} />
        </div>
      )}
      {showMoneyBack && (
        <div className="mb-5">
          <MoneyBackNotice order={order} partial={view.state === 'partlyDeclined'} />
        </div>
      )}
      <div className="mb-5">
        <OrderNotices order={order} view={view} />
      </div>
      {order.delivery.option === 'platform' && showTracking && (
        <div className="mb-5">
          <DeliveryTracking orderKey={orderId} orderId={order._id} token={token} />
        </div>
      )}
      <OrderSummary order={order} showPin={pin} nothingToPay={view.tone === 'closed' && !['Paid', 'RefundPending', 'Refunded', 'RefundFailed'].includes(order.paymentStatus)} />
      {(view.actions.includes('rateAndTip') || view.actions.includes('orderAgain')) && <AfterDeliverySection order={order} />}
      {view.actions.includes('reportProblem') && <OrderProblemsSection order={order} token={token} />}
    </>
  );
}

/** /orders/{orderId}: the summary a customer sees after placing an order. */
export function OrderSummaryPage() {
  const { orderId = '' } = useParams();
  const { t } = useTranslation('orders');
  useDocumentTitle(t('summaryPage.docTitle'));
  return (
    <RequireSession role="user">
      {({ token }) => (
        <PageShell>
          <div className="mx-auto max-w-2xl px-4 py-6 sm:px-6">
            <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
              <Summary orderId={orderId} token={token} />
            </div>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/">{t('summaryPage.backHome')}</ButtonLink>
              <ButtonLink to="/customer-dashboard" variant="secondary">
                {t('summaryPage.myOrders')}
              </ButtonLink>
            </div>
          </div>
        </PageShell>
      )}
    </RequireSession>
  );
}

import { formatKsh } from '../../../lib/format.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { zKenyanPhone } from '@sokoni/domain/contracts/common';
import type { TOrderPayment } from '@sokoni/domain/contracts/payments';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useSocketEvents } from '../../../lib/use-socket-events.ts';
import { orderPaymentQueryOptions } from '../api/get-order-payment.ts';
import { payOrder } from '../api/pay-order.ts';
import { orderKeys } from '../api/query-keys.ts';
import { minutesAndSeconds, useSecondsLeft } from '../hooks/use-seconds-left.ts';
import { TestPhonePanel } from './test-phone-panel.tsx';
import { RefundNotices } from './refund-notices.tsx';

const ksh = formatKsh;
const ZRetry = z.object({ phone: zKenyanPhone('phone') });

function Waiting({ payment }: { payment: TOrderPayment }) {
  const { t } = useTranslation('orders');
  const left = useSecondsLeft(payment.expiresAt);
  const latest = payment.latest;
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-bold text-stone-900">{t('mpesa.checkPhone')}</h2>
        <p className="text-sm text-stone-600">
          <Trans
            t={t}
            i18nKey={latest ? 'mpesa.askedForOn' : 'mpesa.askedFor'}
            values={{ amount: ksh(payment.amount), phone: latest?.phone }}
            components={{ strong: <strong className="text-stone-900" /> }}
          />
        </p>
      </div>
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <Spinner className="text-primary-700" /> {t('mpesa.waiting')}
      </p>
      {left !== null && (
        <p className="text-sm text-stone-600">
          <Trans t={t} i18nKey="mpesa.timeLeft" values={{ left: minutesAndSeconds(left) }} components={{ left: <span className="font-semibold tabular-nums text-stone-900" /> }} />
        </p>
      )}
      {payment.simulator && latest?.status === 'awaiting' && <TestPhonePanel checkoutRequestId={payment.simulator.checkoutRequestId} />}
    </div>
  );
}

/** Lipa na M-Pesa by hand: for a phone the prompt cannot reach. The order is paid when M-Pesa confirms it. */
function PaybillInstructions({ paybill }: { paybill: NonNullable<TOrderPayment['paybill']> }) {
  const { t } = useTranslation('orders');
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 text-sm">
      <h3 className="font-semibold text-stone-900">{t('mpesa.paybill.heading')}</h3>
      <p className="mb-2 text-stone-600">{t('mpesa.paybill.steps')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-stone-500">{t('mpesa.paybill.paybill')}</dt>
        <dd className="font-mono font-semibold text-stone-900">{paybill.shortcode}</dd>
        <dt className="text-stone-500">{t('mpesa.paybill.account')}</dt>
        <dd className="font-mono font-semibold text-stone-900">{paybill.account}</dd>
        <dt className="text-stone-500">{t('mpesa.paybill.amount')}</dt>
        <dd className="font-semibold text-stone-900">{ksh(paybill.amount)}</dd>
      </dl>
      <p className="mt-2 text-xs text-stone-500">{t('mpesa.paybill.updates')}</p>
    </div>
  );
}

function Failed({ payment, onChanged }: { payment: TOrderPayment; onChanged: () => void }) {
  const { t } = useTranslation(['orders', 'common']);
  const reason = payment.latest?.reason ?? 'other';
  const [otherNumber, setOtherNumber] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [switchFailure, setSwitchFailure] = useState<string | null>(null);
  const form = useCheckedForm({
    initial: { phone: payment.latest?.phone ?? '' },
    schema: ZRetry,
    labels: { phone: t('mpesa.phoneLabel') },
    async save({ phone }) {
      await payOrder(payment._id, { phoneNumber: phone });
      onChanged();
    },
  });
  const payCash = async () => {
    setSwitching(true);
    setSwitchFailure(null);
    try {
      await payOrder(payment._id, { method: 'COD' });
      showToast(t('mpesa.cashToast'));
      onChanged();
    } catch (error) {
      setSwitchFailure(messageOf(error, t('notices.failed')));
    } finally {
      setSwitching(false);
    }
  };
  const phoneField = form.bind('phone');
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-stone-900">{t('mpesa.failedHeading')}</h2>
      <Alert tone="error">{t(`mpesa.failure.${reason}`)}</Alert>
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-3">
        {otherNumber ? (
          <TextField label={t('mpesa.phoneLabel')} type="tel" inputMode="tel" autoComplete="tel" {...phoneField} />
        ) : (
          <p className="text-sm text-stone-600">
            {t('mpesa.willAsk', { amount: ksh(payment.amount), phone: form.values.phone })}{' '}
            <button type="button" className="font-semibold text-primary-700 underline" onClick={() => setOtherNumber(true)}>
              {t('mpesa.otherNumber')}
            </button>
          </p>
        )}
        {form.failure && <Alert tone="error">{form.failure}</Alert>}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" loading={form.submitting} disabled={switching}>
            {t('common:tryAgain')}
          </Button>
          <Button variant="secondary" onClick={() => void payCash()} loading={switching} disabled={form.submitting}>
            {t('mpesa.payCash')}
          </Button>
        </div>
        {switchFailure && <Alert tone="error">{switchFailure}</Alert>}
      </form>
      {payment.paybill && <PaybillInstructions paybill={payment.paybill} />}
    </div>
  );
}

/**
 * The waiting screen of an order paid by M-Pesa: the prompt's amount, number and countdown, live
 * by the paymentUpdated socket event (polled while the connection is down); what went wrong in
 * plain words with 'Try again' and 'Pay cash on delivery instead'. Once paid, any money going back.
 */
export function MpesaPaymentPanel({ orderId, token }: { orderId: string; token: string }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  const connected = useSocketEvents(token, { paymentUpdated: refresh, connected: (_s, missed) => missed && refresh() });
  const query = useQuery(orderPaymentQueryOptions(orderId, !connected));
  if (query.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (query.isError) return <Alert tone="error">{messageOf(query.error, t('mpesa.loadFailed'))}</Alert>;
  const payment = query.data;
  if (payment.status !== 'AwaitingPayment') {
    if (payment.paymentStatus !== 'Expired') return <RefundNotices refunds={payment.refunds} />;
    return (
      <div className="space-y-2">
        <Alert tone="warning">{t('mpesa.expired')}</Alert>
        <RefundNotices refunds={payment.refunds} />
      </div>
    );
  }
  return (
    <section aria-label={t('mpesa.sectionLabel')} className="rounded-2xl border border-primary-200 bg-primary-50/40 p-4 sm:p-5">
      {payment.paymentStatus === 'Failed' ? <Failed key={payment.latest?._id} payment={payment} onChanged={refresh} /> : <Waiting payment={payment} />}
    </section>
  );
}

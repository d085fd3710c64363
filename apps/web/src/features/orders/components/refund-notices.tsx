import { useTranslation } from 'react-i18next';
import { formatKsh } from '../../../lib/format.ts';
import type { TRefundView } from '@sokoni/domain/contracts/payments';
import { Alert } from '../../../components/ui/alert.tsx';

const ksh = formatKsh;

/** What the customer is told about money going back: on its way to their M-Pesa, sent, failed (Sokoni is on it), or given as Sokoni credit. */
export function RefundNotices({ refunds }: { refunds: readonly TRefundView[] }) {
  const { t } = useTranslation('orders');
  // A failed refund sent again is told by its retry.
  const shown = refunds.filter((r) => r.state !== 'retried');
  if (shown.length === 0) return null;
  return (
    <div aria-label={t('refunds.label')} className="space-y-2">
      {shown.map((r) =>
        r.state === 'sent' ? (
          <Alert key={r._id} tone="success">
            {r.transactionId
              ? t('refunds.sentWithId', { amount: ksh(r.amount), phone: r.phone, transaction: r.transactionId })
              : t('refunds.sent', { amount: ksh(r.amount), phone: r.phone })}
          </Alert>
        ) : r.state === 'credited' ? (
          <Alert key={r._id} tone="success">
            {t('refunds.credited', { amount: ksh(r.amount) })}
          </Alert>
        ) : r.state === 'failed' ? (
          <Alert key={r._id} tone="warning">
            {t('refunds.failed', { amount: ksh(r.amount), phone: r.phone })}
          </Alert>
        ) : (
          <Alert key={r._id} tone="info">
            {t('refunds.onItsWay', { amount: ksh(r.amount), phone: r.phone })}
          </Alert>
        ),
      )}
    </div>
  );
}

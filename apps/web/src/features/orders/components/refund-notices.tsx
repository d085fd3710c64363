import { formatKsh } from '../../../lib/format.ts';
import type { TRefundView } from '@sokoni/domain/contracts/payments';
import { Alert } from '../../../components/ui/alert.tsx';

const ksh = formatKsh;

/** What the customer is told about money going back to their M-Pesa: on its way, sent, or failed (Sokoni is on it). */
export function RefundNotices({ refunds }: { refunds: readonly TRefundView[] }) {
  // A failed refund sent again is told by its retry.
  const shown = refunds.filter((r) => r.state !== 'retried');
  if (shown.length === 0) return null;
  return (
    <div aria-label="Refunds" className="space-y-2">
      {shown.map((r) =>
        r.state === 'sent' ? (
          <Alert key={r._id} tone="success">
            Refund of {ksh(r.amount)} sent to {r.phone}
            {r.transactionId ? ` (M-Pesa ${r.transactionId})` : ''}.
          </Alert>
        ) : r.state === 'failed' ? (
          <Alert key={r._id} tone="warning">
            Refund of {ksh(r.amount)} failed, we are on it. It will reach {r.phone} as soon as M-Pesa takes it.
          </Alert>
        ) : (
          <Alert key={r._id} tone="info">
            Refund of {ksh(r.amount)} on its way to {r.phone}.
          </Alert>
        ),
      )}
    </div>
  );
}

import { paysAhead } from '@sokoni/domain/payment-methods';
import { useTranslation } from 'react-i18next';
import { leftToPay } from '@sokoni/domain/amount-due';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { formatKsh } from '../../../lib/format.ts';

const PAID_AHEAD = ['Paid', 'RefundPending', 'Refunded', 'RefundFailed'];

/**
 * For an order that ended, or lost a part to a shop that said no: whether anything was taken and
 * how it comes back, or the new total of what is left.
 */
export function MoneyBackNotice({ order, partial }: { order: TOrder; partial: boolean }) {
  const { t } = useTranslation('orders');
  const paid = paysAhead(order.paymentMethod) && PAID_AHEAD.includes(order.paymentStatus);
  const credit = order.creditUsed ?? 0;
  const newTotal = leftToPay({ total: order.total, deliveryFee: order.delivery.fee, discount: order.discount });
  return (
    <div className="space-y-1 rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-800">
      {partial ? (
        <p>{t(paid ? 'page.money.partRefund' : 'page.money.partNewTotal', { total: formatKsh(newTotal) })}</p>
      ) : (
        <>
          <p>{paid ? t('page.money.refund') : t('page.money.nothingToPay')}</p>
          {credit > 0 && <p>{t('page.money.creditBack', { amount: formatKsh(credit) })}</p>}
        </>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { whyNotCancel } from '@sokoni/domain/order-process';
import { Button } from '../../../components/ui/button.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';
import type { TAdminOrderDetail } from '../api/get-order.ts';
import { ReasonModal } from './reason-modal.tsx';

/**
 * 'Cancel order' while nothing has been picked up, else why not. Cancelling restores the stock
 * and tells the customer, the shops and the driver live (the server does all of it).
 */
export function CancelOrderPanel({ detail, onAskingChange }: { detail: Pick<TAdminOrderDetail, 'order' | 'cancellable'>; onAskingChange?: (asking: boolean) => void }) {
  const { t } = useTranslation('admin');
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const { order } = detail;
  // The process table says why not; the server's `cancellable` has the last word on what it knows.
  const why =
    whyNotCancel({ option: order.delivery.option, status: order.status, assignedDriverId: null, subOrderStatuses: order.subOrders.map((s) => s.status) }) ??
    (detail.cancellable ? null : t('cancelOrder.pickedUp'));
  const ask = (value: boolean) => {
    setAsking(value);
    onAskingChange?.(value);
  };

  if (why) return <p className="text-sm text-stone-600">{why}</p>;
  return (
    <>
      <Button variant="danger" onClick={() => ask(true)}>
        {t('cancelOrder.button')}
      </Button>
      <ReasonModal
        open={asking}
        onClose={() => ask(false)}
        title={t('cancelOrder.title', { id: detail.order.orderId })}
        description={t('cancelOrder.description')}
        confirmLabel={t('cancelOrder.button')}
        hint={t('cancelOrder.hint')}
        onConfirm={(reason) => cancel.mutateAsync({ id: detail.order._id, reason })}
      />
    </>
  );
}

import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';
import type { TAdminOrderDetail } from '../api/get-order.ts';
import { cancelAvailability } from '../lib/cancel-availability.ts';
import { ReasonModal } from './reason-modal.tsx';

/**
 * 'Cancel order' while nothing has been picked up, else why not. Cancelling restores the stock
 * and tells the customer, the shops and the driver live (the server does all of it).
 */
export function CancelOrderPanel({ detail, onAskingChange }: { detail: Pick<TAdminOrderDetail, 'order' | 'cancellable'>; onAskingChange?: (asking: boolean) => void }) {
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const availability = cancelAvailability(detail);
  const ask = (value: boolean) => {
    setAsking(value);
    onAskingChange?.(value);
  };

  if (!availability.allowed) return <p className="text-sm text-stone-600">{availability.reason}</p>;
  return (
    <>
      <Button variant="danger" onClick={() => ask(true)}>
        Cancel order
      </Button>
      <ReasonModal
        open={asking}
        onClose={() => ask(false)}
        title={`Cancel order ${detail.order.orderId}?`}
        description="Every shop's part is cancelled and its stock restored. The customer, the shops and any driver are told at once."
        confirmLabel="Cancel order"
        hint="Shown to the customer and the shops."
        onConfirm={(reason) => cancel.mutateAsync({ id: detail.order._id, reason })}
      />
    </>
  );
}

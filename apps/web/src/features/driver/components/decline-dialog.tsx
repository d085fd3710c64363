import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** 'Decline Order' asks first: the order goes back to every driver. */
export function DeclineDialog({ orderNumber, open, declining, onCancel, onConfirm }: { orderNumber: string; open: boolean; declining: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal
      open={open}
      onClose={() => !declining && onCancel()}
      size="sm"
      title="Decline this order?"
      description={`Order ${orderNumber} goes back to the available list for other drivers.`}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={declining}>
            Keep order
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={declining}>
            {declining ? 'Declining…' : 'Decline Order'}
          </Button>
        </>
      }
    />
  );
}

import { useRef } from 'react';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** Deleting asks first; focus starts on Cancel so Enter never deletes by accident. */
export function DeleteProductDialog({
  product,
  deleting,
  onConfirm,
  onClose,
}: {
  product: TProduct | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={product !== null}
      onClose={deleting ? () => undefined : onClose}
      size="sm"
      title="Delete this product?"
      description={product ? `${product.name} will no longer be shown in your shop. Orders that already include it keep their details.` : undefined}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting}>
            Delete
          </Button>
        </>
      }
    />
  );
}

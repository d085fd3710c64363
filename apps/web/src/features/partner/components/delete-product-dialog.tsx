import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('partner');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={product !== null}
      onClose={deleting ? () => undefined : onClose}
      size="sm"
      title={t('deleteProduct.title')}
      description={product ? t('deleteProduct.description', { name: product.name }) : undefined}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={deleting}>
            {t('deleteProduct.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting}>
            {t('deleteProduct.delete')}
          </Button>
        </>
      }
    />
  );
}

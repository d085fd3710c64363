import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/modal.tsx';
import { DeliveryPlacePicker } from './delivery-place-picker.tsx';

/** The header's 'Where should we deliver?' dialog, loaded when first opened. */
export function DeliveryPlaceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Modal open={open} onClose={onClose} title={t('place.dialogTitle')} description={t('place.dialogDescription')}>
      <DeliveryPlacePicker onChosen={onClose} />
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** 'Decline Order' asks first: the order goes back to every driver. */
export function DeclineDialog({ orderNumber, open, declining, onCancel, onConfirm }: { orderNumber: string; open: boolean; declining: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('driver');
  return (
    <Modal
      open={open}
      onClose={() => !declining && onCancel()}
      size="sm"
      title={t('decline.title')}
      description={t('decline.text', { number: orderNumber })}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={declining}>
            {t('decline.keep')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={declining}>
            {declining ? t('decline.declining') : t('activeOrder.decline')}
          </Button>
        </>
      }
    />
  );
}

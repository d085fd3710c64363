import { DECLINE_REASONS, ZDeclineRequest } from '@sokoni/domain/contracts/orders';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FieldLabel, inputClasses } from '../../../components/ui/field-parts.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useDeclineSubOrder } from '../api/decline-suborder.ts';
import { DECLINE_REASON_KEYS, type DeclineReason } from '../lib/decline-words.ts';
import { TextAreaField } from './fields.tsx';

type Values = { reason: DeclineReason; note: string };

/** 'Decline order': the reason (and a note) the customer will see; the stock goes back. */
export function DeclineDialog({ subOrderId, orderNumber, onClose }: { subOrderId: string; orderNumber: string; onClose: () => void }) {
  const { t } = useTranslation('partner');
  const decline = useDeclineSubOrder();
  const { formRef, values, set, bind, failure, submitting, onSubmit } = useCheckedForm<Values, Record<string, string>, typeof ZDeclineRequest>({
    initial: { reason: 'out of stock', note: '' },
    schema: ZDeclineRequest,
    contractErrors: 'as-sentence',
    failureOf: (error) => messageOf(error, t('decline.failed')),
    async save(parsed) {
      await decline.mutateAsync({ id: subOrderId, body: parsed });
      showToast(t('decline.done', { number: orderNumber }));
      onClose();
    },
  });
  const formId = `decline-${subOrderId}`;
  const noteField = bind('note');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('decline.title', { number: orderNumber })}
      description={t('decline.description')}
      footer={
        <div className="flex w-full justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('decline.keep')}
          </Button>
          <Button type="submit" form={formId} loading={submitting} className="bg-red-700 hover:bg-red-800">
            {t('decline.confirm')}
          </Button>
        </div>
      }
    >
      <form id={formId} ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('decline.formLabel')}>
        <FormAlert message={failure} />
        <div>
          <FieldLabel htmlFor={`${formId}-reason`}>{t('decline.reason')}</FieldLabel>
          <select
            id={`${formId}-reason`}
            name="reason"
            className={inputClasses(false)}
            value={values.reason}
            onChange={(e) => set('reason')(e.target.value as Values['reason'])}
          >
            {DECLINE_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`decline.reasons.${DECLINE_REASON_KEYS[r]}`)}
              </option>
            ))}
          </select>
        </div>
        <TextAreaField label={t('decline.note')} optional rows={3} maxLength={300} {...noteField} />
      </form>
    </Modal>
  );
}

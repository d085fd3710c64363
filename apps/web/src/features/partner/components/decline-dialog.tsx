import { DECLINE_REASONS, ZDeclineRequest } from '@sokoni/domain/contracts/orders';
import { Button } from '../../../components/ui/button.tsx';
import { FieldLabel, inputClasses } from '../../../components/ui/field-parts.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useDeclineSubOrder } from '../api/decline-suborder.ts';
import { TextAreaField } from './fields.tsx';

const REASON_WORDS: Record<(typeof DECLINE_REASONS)[number], string> = {
  'out of stock': 'Out of stock',
  closing: 'We are closing',
  'too busy': 'Too busy right now',
  other: 'Other',
};

type Values = { reason: (typeof DECLINE_REASONS)[number]; note: string };

/** 'Decline order': the reason (and a note) the customer will see; the stock goes back. */
export function DeclineDialog({ subOrderId, orderNumber, onClose }: { subOrderId: string; orderNumber: string; onClose: () => void }) {
  const decline = useDeclineSubOrder();
  const { formRef, values, set, bind, failure, submitting, onSubmit } = useCheckedForm<Values, Record<string, string>, typeof ZDeclineRequest>({
    initial: { reason: 'out of stock', note: '' },
    schema: ZDeclineRequest,
    contractErrors: 'as-sentence',
    failureOf: (error) => messageOf(error, 'The order could not be declined. Please try again.'),
    async save(parsed) {
      await decline.mutateAsync({ id: subOrderId, body: parsed });
      showToast(`Order ${orderNumber} declined. The customer has been told.`);
      onClose();
    },
  });
  const formId = `decline-${subOrderId}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={`Decline order ${orderNumber}?`}
      description="The customer is told at once with your reason, and the items go back into your stock."
      footer={
        <div className="flex w-full justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Keep order
          </Button>
          <Button type="submit" form={formId} loading={submitting} className="bg-red-700 hover:bg-red-800">
            Decline order
          </Button>
        </div>
      }
    >
      <form id={formId} ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Decline order">
        <FormAlert message={failure} />
        <div>
          <FieldLabel htmlFor={`${formId}-reason`}>Reason</FieldLabel>
          <select
            id={`${formId}-reason`}
            name="reason"
            className={inputClasses(false)}
            value={values.reason}
            onChange={(e) => set('reason')(e.target.value as Values['reason'])}
          >
            {DECLINE_REASONS.map((r) => (
              <option key={r} value={r}>
                {REASON_WORDS[r]}
              </option>
            ))}
          </select>
        </div>
        <TextAreaField label="Note for the customer" optional rows={3} maxLength={300} {...bind('note')} />
      </form>
    </Modal>
  );
}

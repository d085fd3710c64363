import { useQueryClient } from '@tanstack/react-query';
import type { TBalance } from '@sokoni/domain/contracts/ledger';
import { useId, useRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field-parts.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { adminKeys } from '../api/query-keys.ts';
import { recordPayout } from '../api/record-payout.ts';

/** The amount as the server takes it: shillings with at most two decimals, more than zero and no more than is due. */
export function payoutAmountError(text: string, due: number): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return 'Enter the amount in shillings, e.g. 1500 or 1500.50.';
  const amount = Number(text.trim());
  if (amount <= 0) return 'The amount must be more than zero.';
  if (amount > due) return `A payout cannot be more than the ${formatKsh(due)} due.`;
  return null;
}

/** 'Record a bank or cash payout': money already moved outside M-Pesa, with the transfer's reference. Mounted per account. */
export function RecordPayoutModal({ account, onClose }: { account: TBalance; onClose: () => void }) {
  const queryClient = useQueryClient();
  const amountRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const channelId = useId();
  const { formRef, values, set, errors, failure, submitting, onSubmit } = useCheckedForm({
    initial: { amount: account.due.toFixed(2), channel: 'bank', reference: '' },
    check: ({ amount, reference }) => {
      const fields: Record<string, string> = {};
      const amountProblem = payoutAmountError(amount, account.due);
      if (amountProblem) fields['amount'] = amountProblem;
      if (reference.trim().length < 2) fields['reference'] = 'Give the bank reference or receipt number.';
      return Object.keys(fields).length ? fields : null;
    },
    onEdit: 'recheck',
    failureOf: (error) => messageOf(error, 'The payout could not be recorded. Please try again.'),
    async save({ amount, channel, reference }) {
      await recordPayout({ accountKind: account.accountKind, accountId: account.accountId, amount: Number(amount.trim()), channel: channel === 'cash' ? 'cash' : 'bank', reference: reference.trim() });
      showToast(`Recorded a payout of ${formatKsh(Number(amount.trim()))} to ${account.name}.`);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    },
  });

  return (
    <Modal
      open
      onClose={submitting ? () => undefined : onClose}
      title={`Record a payout to ${account.name}`}
      description={`${formatKsh(account.due)} is due. Record money already sent by bank transfer or paid in cash.`}
      initialFocusRef={amountRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Back
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            Record payout
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} onSubmit={onSubmit} noValidate className="space-y-3">
        <TextField ref={amountRef} label="Amount paid (Ksh)" inputMode="decimal" value={values.amount} onChange={(e) => set('amount')(e.target.value)} error={errors.amount} />
        <div>
          <label htmlFor={channelId} className="mb-1.5 block text-sm font-medium text-stone-800">
            Paid by
          </label>
          <select id={channelId} value={values.channel} onChange={(e) => set('channel')(e.target.value)} className={inputClasses(false)}>
            <option value="bank">Bank transfer</option>
            <option value="cash">Cash</option>
          </select>
        </div>
        <TextField label="Reference" value={values.reference} maxLength={200} onChange={(e) => set('reference')(e.target.value)} error={errors.reference} />
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}

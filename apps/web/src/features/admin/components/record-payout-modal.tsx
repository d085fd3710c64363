import { useTranslation } from 'react-i18next';
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
import { i18n } from '../../../i18n/i18n.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { adminKeys } from '../api/query-keys.ts';
import { recordPayout } from '../api/record-payout.ts';

/** The amount as the server takes it: shillings with at most two decimals, more than zero and no more than is due. */
export function payoutAmountError(text: string, due: number): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return i18n.t('admin:amount.shillings');
  const amount = Number(text.trim());
  if (amount <= 0) return i18n.t('admin:amount.moreThanZero');
  if (amount > due) return i18n.t('admin:recordPayout.tooMuch', { due: formatKsh(due) });
  return null;
}

/** 'Record a bank or cash payout': money already moved outside M-Pesa, with the transfer's reference. Mounted per account. */
export function RecordPayoutModal({ account, onClose }: { account: TBalance; onClose: () => void }) {
  const { t } = useTranslation('admin');
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
      if (reference.trim().length < 2) fields['reference'] = t('recordPayout.referenceNeeded');
      return Object.keys(fields).length ? fields : null;
    },
    onEdit: 'recheck',
    failureOf: (error) => messageOf(error, t('recordPayout.couldNotRecord')),
    async save({ amount, channel, reference }) {
      await recordPayout({ accountKind: account.accountKind, accountId: account.accountId, amount: Number(amount.trim()), channel: channel === 'cash' ? 'cash' : 'bank', reference: reference.trim() });
      showToast(t('recordPayout.recorded', { amount: formatKsh(Number(amount.trim())), name: account.name }));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    },
  });

  return (
    <Modal
      open
      onClose={submitting ? () => undefined : onClose}
      title={t('recordPayout.title', { name: account.name })}
      description={t('recordPayout.description', { due: formatKsh(account.due) })}
      initialFocusRef={amountRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {t('moneyBack.back')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('money.recordPayout')}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} onSubmit={onSubmit} noValidate className="space-y-3">
        <TextField ref={amountRef} label={t('recordPayout.amountPaid')} inputMode="decimal" value={values.amount} onChange={(e) => set('amount')(e.target.value)} error={errors.amount} />
        <div>
          <label htmlFor={channelId} className="mb-1.5 block text-sm font-medium text-stone-800">
            {t('recordPayout.paidBy')}
          </label>
          <select id={channelId} value={values.channel} onChange={(e) => set('channel')(e.target.value)} className={inputClasses(false)}>
            <option value="bank">{t('payouts.channels.bank')}</option>
            <option value="cash">{t('payouts.channels.cash')}</option>
          </select>
        </div>
        <TextField label={t('recordPayout.reference')} value={values.reference} maxLength={200} onChange={(e) => set('reference')(e.target.value)} error={errors.reference} />
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}

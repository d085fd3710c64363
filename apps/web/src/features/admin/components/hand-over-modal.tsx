import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { TBalance } from '@sokoni/domain/contracts/ledger';
import { useId, useRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { adminKeys } from '../api/query-keys.ts';
import { recordCashHandOver } from '../api/record-cash-hand-over.ts';

/** The amount as the server takes it: shillings with at most two decimals, more than zero and no more than held. */
export function handOverAmountError(text: string, held: number): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return i18n.t('admin:amount.shillings');
  const amount = Number(text.trim());
  if (amount <= 0) return i18n.t('admin:amount.moreThanZero');
  if (amount > held) return i18n.t('admin:handOver.tooMuch', { held: formatKsh(held) });
  return null;
}

/** 'Record hand-over': the cash the admin received from a rider, with a receipt number or note. Mounted per rider. */
export function HandOverModal({ rider, onClose }: { rider: TBalance; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const amountRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const held = rider.cashHeld;
  const { formRef, values, set, errors, failure, submitting, onSubmit } = useCheckedForm({
    initial: { amount: held.toFixed(2), reference: '' },
    check: ({ amount, reference }) => {
      const fields: Record<string, string> = {};
      const amountProblem = handOverAmountError(amount, held);
      if (amountProblem) fields['amount'] = amountProblem;
      if (reference.trim().length < 2) fields['reference'] = t('handOver.referenceNeeded');
      return Object.keys(fields).length ? fields : null;
    },
    onEdit: 'recheck',
    failureOf: (error) => messageOf(error, t('handOver.couldNotRecord')),
    async save({ amount, reference }) {
      await recordCashHandOver(rider.accountId, { amount: Number(amount.trim()), reference: reference.trim() });
      showToast(t('handOver.recorded', { amount: formatKsh(Number(amount.trim())), name: rider.name }));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onClose();
    },
  });

  return (
    <Modal
      open
      onClose={submitting ? () => undefined : onClose}
      title={t('handOver.title', { name: rider.name })}
      description={t('handOver.description', { held: formatKsh(held) })}
      initialFocusRef={amountRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {t('moneyBack.back')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('money.recordHandOver')}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} onSubmit={onSubmit} noValidate className="space-y-3">
        <TextField ref={amountRef} label={t('handOver.amountReceived')} inputMode="decimal" value={values.amount} onChange={(e) => set('amount')(e.target.value)} error={errors.amount} />
        <TextField label={t('handOver.reference')} value={values.reference} maxLength={200} onChange={(e) => set('reference')(e.target.value)} error={errors.reference} />
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}

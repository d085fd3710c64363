import { useQueryClient } from '@tanstack/react-query';
import { MAX_TIP } from '@sokoni/domain/tips';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { driverKeys } from '../api/query-keys.ts';
import { recordCashTip } from '../api/record-cash-tip.ts';

/** The amount as the server takes it: shillings with at most two decimals, more than zero, at most MAX_TIP. */
export function tipAmountError(text: string): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return i18n.t('driver:cashTip.badAmount');
  const amount = Number(text.trim());
  if (amount <= 0) return i18n.t('driver:cashTip.notPositive');
  if (amount > MAX_TIP) return i18n.t('driver:cashTip.tooMuch', { max: formatKsh(MAX_TIP) });
  return null;
}

/** 'Record a cash tip' on an order delivered less than a day ago: the tip is the rider's in full and shows on their statement. */
export function CashTipForm({ driverId, orderId }: { driverId: string; orderId: string }) {
  const { t } = useTranslation('driver');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const focusAmount = useFocusOnMount();
  const { formRef, values, set, errors, failure, submitting, onSubmit } = useCheckedForm({
    initial: { amount: '' },
    check: ({ amount }) => {
      const problem = tipAmountError(amount);
      return problem ? { amount: problem } : null;
    },
    onEdit: 'recheck',
    failureOf: (error) => messageOf(error, t('cashTip.failed')),
    async save({ amount }) {
      await recordCashTip(orderId, { amount: Number(amount.trim()) });
      setDone(Number(amount.trim()));
      setOpen(false);
      showToast(t('cashTip.recordedToast', { amount: formatKsh(Number(amount.trim())) }));
      await queryClient.invalidateQueries({ queryKey: driverKeys.money(driverId) });
    },
  });

  if (done !== null) return <p className="text-sm font-medium text-primary-800">{t('cashTip.recorded', { amount: formatKsh(done) })}</p>;
  if (!open) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('cashTip.open')}
      </Button>
    );
  }
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-2 rounded-xl bg-stone-50 p-3">
      <TextField label={t('cashTip.amount')} inputMode="decimal" ref={focusAmount} value={values.amount} onChange={(e) => set('amount')(e.target.value)} error={errors.amount} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={submitting}>
          {t('cashTip.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)} disabled={submitting}>
          {t('cashTip.cancel')}
        </Button>
      </div>
    </form>
  );
}

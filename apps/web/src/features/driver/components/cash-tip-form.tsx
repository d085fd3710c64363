import { useQueryClient } from '@tanstack/react-query';
import { MAX_TIP } from '@sokoni/domain/tips';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { driverKeys } from '../api/query-keys.ts';
import { recordCashTip } from '../api/record-cash-tip.ts';

/** The amount as the server takes it: shillings with at most two decimals, more than zero, at most MAX_TIP. */
export function tipAmountError(text: string): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return 'Enter the tip in shillings, e.g. 50 or 50.50.';
  const amount = Number(text.trim());
  if (amount <= 0) return 'The tip must be more than zero.';
  if (amount > MAX_TIP) return `A tip can be at most ${formatKsh(MAX_TIP)}.`;
  return null;
}

/** 'Record a cash tip' on an order delivered less than a day ago: the tip is the rider's in full and shows on their statement. */
export function CashTipForm({ driverId, orderId }: { driverId: string; orderId: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const { formRef, values, set, errors, failure, submitting, onSubmit } = useCheckedForm({
    initial: { amount: '' },
    check: ({ amount }) => {
      const problem = tipAmountError(amount);
      return problem ? { amount: problem } : null;
    },
    onEdit: 'recheck',
    failureOf: (error) => messageOf(error, 'The tip could not be recorded. Please try again.'),
    async save({ amount }) {
      await recordCashTip(orderId, { amount: Number(amount.trim()) });
      setDone(Number(amount.trim()));
      setOpen(false);
      showToast(`Tip of ${formatKsh(Number(amount.trim()))} recorded.`);
      await queryClient.invalidateQueries({ queryKey: driverKeys.money(driverId) });
    },
  });

  if (done !== null) return <p className="text-sm font-medium text-primary-800">Tip recorded: {formatKsh(done)}</p>;
  if (!open) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        Record a cash tip
      </Button>
    );
  }
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-2 rounded-xl bg-stone-50 p-3">
      <TextField label="Cash tip received (Ksh)" inputMode="decimal" autoFocus value={values.amount} onChange={(e) => set('amount')(e.target.value)} error={errors.amount} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={submitting}>
          Save tip
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

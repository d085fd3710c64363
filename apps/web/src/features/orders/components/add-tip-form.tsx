import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { TipPicker } from '../../../components/tips/tip-picker.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { useAddTip } from '../api/add-tip.ts';

/** 'Tip your rider' after delivery: a cash tip promised here, handed over to the rider, who confirms it. */
export function AddTipForm({ orderId }: { orderId: string }) {
  const [tip, setTip] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useAddTip(orderId);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (tip < 1) return setProblem('Please choose a tip amount.');
    setProblem(null);
    try {
      await mutation.mutateAsync({ amount: tip, method: 'cash' });
      showToast(`Tip of ${formatKsh(tip)} noted: hand it to your rider.`);
    } catch (error) {
      setProblem(messageOf(error, 'Your tip could not be added. Please try again.'));
    }
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Tip your rider">
      <TipPicker value={tip} onChange={setTip} allowNone={false} legend="Tip your rider" />
      <p className="text-xs text-stone-600">Hand the cash to your rider; they confirm it, and all of it is theirs.</p>
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" size="sm" variant="secondary" loading={mutation.isPending}>
        Add cash tip
      </Button>
    </form>
  );
}

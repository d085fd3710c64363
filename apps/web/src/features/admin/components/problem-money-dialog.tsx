import type { TProblem, TProblemResolution } from '@sokoni/domain/contracts/problems';
import { fromCents, toCents } from '@sokoni/domain/money';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';

type Outcome = 'refund' | 'credit';

/** What the chosen quantities and fee come to, in shillings (added in cents). */
export function moneyBackAmount(problem: Pick<TProblem, 'lines' | 'deliveryFee'>, quantities: Record<string, number>, includeFee: boolean): number {
  const items = problem.lines.reduce((cents, l) => cents + (quantities[l.item] ?? 0) * toCents(l.price), 0);
  return fromCents(items + (includeFee ? toCents(problem.deliveryFee ?? 0) : 0));
}

/** Where the money goes, in the words the admin reads before confirming. */
export function moneyBackRoute(problem: Pick<TProblem, 'paymentMethod' | 'refundAs'>, outcome: Outcome): string {
  if (outcome === 'credit') return 'as Sokoni credit for the customer’s next orders';
  if (problem.refundAs === 'credit') return 'as Sokoni credit (the customer asked for credit)';
  if (problem.paymentMethod === 'Mpesa') return 'to the M-Pesa number that paid (anything M-Pesa cannot send goes back as credit)';
  return 'as Sokoni credit (the order was not paid by M-Pesa)';
}

/**
 * 'Refund…' / 'Give credit…' on a report: which items and how many, the delivery fee or not, who
 * pays (the shop or the platform for the items, the platform or the rider for the fee), and the
 * amount, shown before the admin confirms. The server checks it again and never pays back more than was paid.
 */
export function ProblemMoneyDialog({
  problem,
  initialOutcome,
  onClose,
  onConfirm,
}: {
  problem: TProblem;
  initialOutcome: Outcome;
  onClose: () => void;
  onConfirm: (decision: TProblemResolution & { outcome: Outcome }) => Promise<unknown>;
}) {
  const formId = useId();
  const [outcome, setOutcome] = useState<Outcome>(initialOutcome);
  const [quantities, setQuantities] = useState<Record<string, number>>(() => Object.fromEntries(problem.lines.map((l) => [l.item, l.quantity])));
  const [includeFee, setIncludeFee] = useState(false);
  const [itemsPaidBy, setItemsPaidBy] = useState<'shop' | 'platform'>('shop');
  const [feePaidBy, setFeePaidBy] = useState<'platform' | 'rider'>('platform');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const amount = moneyBackAmount(problem, quantities, includeFee);
  const fee = problem.deliveryFee ?? 0;

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (amount <= 0) return setFailure('Choose at least one item or the delivery fee.');
    setFailure(null);
    setSaving(true);
    try {
      await onConfirm({
        outcome,
        lines: problem.lines.filter((l) => (quantities[l.item] ?? 0) > 0).map((l) => ({ item: l.item, quantity: quantities[l.item]! })),
        includeDeliveryFee: includeFee,
        itemsPaidBy,
        ...(includeFee ? { feePaidBy } : {}),
      });
      onClose();
    } catch (error) {
      setFailure(messageOf(error, 'The decision could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      size="lg"
      onClose={saving ? () => undefined : onClose}
      title={`Pay back for order ${problem.orderNumber}`}
      description="Choose what to pay back and who pays for it. The customer is told by SMS, e-mail and in the app."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Back
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={amount <= 0}>
            {outcome === 'credit' ? `Give ${formatKsh(amount)} credit` : `Refund ${formatKsh(amount)}`}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={confirm} noValidate className="space-y-4 text-sm">
        <fieldset>
          <legend className="mb-1.5 font-semibold text-stone-900">How the money goes back</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="outcome" checked={outcome === 'refund'} onChange={() => setOutcome('refund')} className="size-4 accent-primary-700" />
            Refund
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="outcome" checked={outcome === 'credit'} onChange={() => setOutcome('credit')} className="size-4 accent-primary-700" />
            Sokoni credit
          </label>
        </fieldset>

        {problem.lines.length > 0 && (
          <fieldset>
            <legend className="mb-1.5 font-semibold text-stone-900">Items</legend>
            <ul className="space-y-2">
              {problem.lines.map((line) => (
                <li key={line.item} className="flex items-center justify-between gap-3">
                  <label htmlFor={`${formId}-${line.item}`} className="text-stone-700">
                    {line.name} <span className="text-stone-500">({formatKsh(line.price)} each, {line.quantity} reported)</span>
                  </label>
                  <input
                    id={`${formId}-${line.item}`}
                    type="number"
                    min={0}
                    max={line.quantity}
                    value={quantities[line.item] ?? 0}
                    onChange={(e) => setQuantities((q) => ({ ...q, [line.item]: Math.max(0, Math.min(line.quantity, Math.floor(Number(e.target.value) || 0))) }))}
                    className="w-20 rounded-xl border border-stone-300 px-2 py-1.5 text-right"
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        )}

        <fieldset>
          <legend className="mb-1.5 font-semibold text-stone-900">Who pays for the items</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="items-paid-by" checked={itemsPaidBy === 'shop'} onChange={() => setItemsPaidBy('shop')} className="size-4 accent-primary-700" />
            The shop that sold them
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="items-paid-by" checked={itemsPaidBy === 'platform'} onChange={() => setItemsPaidBy('platform')} className="size-4 accent-primary-700" />
            Sokoni (goodwill)
          </label>
        </fieldset>

        {fee > 0 && (
          <label className="flex items-center gap-2 font-medium text-stone-900">
            <input type="checkbox" checked={includeFee} onChange={(e) => setIncludeFee(e.target.checked)} className="size-4 accent-primary-700" />
            Also pay back the delivery fee ({formatKsh(fee)})
          </label>
        )}
        {includeFee && (
          <fieldset>
            <legend className="mb-1.5 font-semibold text-stone-900">Who pays for the delivery fee</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="fee-paid-by" checked={feePaidBy === 'platform'} onChange={() => setFeePaidBy('platform')} className="size-4 accent-primary-700" />
              Sokoni
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="fee-paid-by" checked={feePaidBy === 'rider'} onChange={() => setFeePaidBy('rider')} className="size-4 accent-primary-700" />
              The rider
            </label>
          </fieldset>
        )}

        <p className="rounded-2xl bg-stone-50 p-3 text-stone-800" data-testid="money-back-amount">
          <strong className="text-stone-900">{formatKsh(amount)}</strong> goes back {moneyBackRoute(problem, outcome)}.
        </p>
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}

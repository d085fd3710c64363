import { isMpesa } from '@sokoni/domain/payment-methods';
import { Trans, useTranslation } from 'react-i18next';
import type { TProblem, TProblemResolution } from '@sokoni/domain/contracts/problems';
import { shillingsFromCents, centsFromShillings } from '@sokoni/domain/money';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { i18n } from '../../../i18n/i18n.ts';

type Outcome = 'refund' | 'credit';

/** What the chosen quantities and fee come to, in shillings (added in cents). */
export function moneyBackAmount(problem: Pick<TProblem, 'lines' | 'deliveryFee'>, quantities: Record<string, number>, includeFee: boolean): number {
  const items = problem.lines.reduce((cents, l) => cents + (quantities[l.item] ?? 0) * centsFromShillings(l.price), 0);
  return shillingsFromCents(items + (includeFee ? centsFromShillings(problem.deliveryFee ?? 0) : 0));
}

/** Where the money goes, in the words the admin reads before confirming. */
export function moneyBackRoute(problem: Pick<TProblem, 'paymentMethod' | 'refundAs'>, outcome: Outcome): string {
  if (outcome === 'credit') return i18n.t('admin:moneyBack.routes.credit');
  if (problem.refundAs === 'credit') return i18n.t('admin:moneyBack.routes.askedForCredit');
  if (isMpesa(problem.paymentMethod)) return i18n.t('admin:moneyBack.routes.mpesa');
  return i18n.t('admin:moneyBack.routes.notMpesa');
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
  const { t } = useTranslation('admin');
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
    if (amount <= 0) return setFailure(t('moneyBack.chooseSomething'));
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
      setFailure(messageOf(error, t('moneyBack.notSaved')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      size="lg"
      onClose={saving ? () => undefined : onClose}
      title={t('moneyBack.title', { id: problem.orderNumber })}
      description={t('moneyBack.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('moneyBack.back')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={amount <= 0}>
            {outcome === 'credit' ? t('moneyBack.giveCredit', { amount: formatKsh(amount) }) : t('moneyBack.refund', { amount: formatKsh(amount) })}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={confirm} noValidate className="space-y-4 text-sm">
        <fieldset>
          <legend className="mb-1.5 font-semibold text-stone-900">{t('moneyBack.how')}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="outcome" checked={outcome === 'refund'} onChange={() => setOutcome('refund')} className="size-4 accent-primary-700" />
            {t('moneyBack.refundOption')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="outcome" checked={outcome === 'credit'} onChange={() => setOutcome('credit')} className="size-4 accent-primary-700" />
            {t('moneyBack.creditOption')}
          </label>
        </fieldset>

        {problem.lines.length > 0 && (
          <fieldset>
            <legend className="mb-1.5 font-semibold text-stone-900">{t('subOrders.items')}</legend>
            <ul className="space-y-2">
              {problem.lines.map((line) => (
                <li key={line.item} className="flex items-center justify-between gap-3">
                  <label htmlFor={`${formId}-${line.item}`} className="text-stone-700">
                    {line.name} <span className="text-stone-500">{t('moneyBack.eachReported', { price: formatKsh(line.price), count: line.quantity })}</span>
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
          <legend className="mb-1.5 font-semibold text-stone-900">{t('moneyBack.whoPaysItems')}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="items-paid-by" checked={itemsPaidBy === 'shop'} onChange={() => setItemsPaidBy('shop')} className="size-4 accent-primary-700" />
            {t('moneyBack.theShop')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="items-paid-by" checked={itemsPaidBy === 'platform'} onChange={() => setItemsPaidBy('platform')} className="size-4 accent-primary-700" />
            {t('moneyBack.goodwill')}
          </label>
        </fieldset>

        {fee > 0 && (
          <label className="flex items-center gap-2 font-medium text-stone-900">
            <input type="checkbox" checked={includeFee} onChange={(e) => setIncludeFee(e.target.checked)} className="size-4 accent-primary-700" />
            {t('moneyBack.alsoFee', { fee: formatKsh(fee) })}
          </label>
        )}
        {includeFee && (
          <fieldset>
            <legend className="mb-1.5 font-semibold text-stone-900">{t('moneyBack.whoPaysFee')}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="fee-paid-by" checked={feePaidBy === 'platform'} onChange={() => setFeePaidBy('platform')} className="size-4 accent-primary-700" />
              Sokoni
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="fee-paid-by" checked={feePaidBy === 'rider'} onChange={() => setFeePaidBy('rider')} className="size-4 accent-primary-700" />
              {t('moneyBack.theRider')}
            </label>
          </fieldset>
        )}

        <p className="rounded-2xl bg-stone-50 p-3 text-stone-800" data-testid="money-back-amount">
          <Trans t={t} i18nKey="moneyBack.goesBack" values={{ amount: formatKsh(amount), route: moneyBackRoute(problem, outcome) }} components={{ amount: <strong className="text-stone-900" /> }} />
        </p>
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { normalizeKenyanPhone } from '@sokoni/domain/phone';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { TipPicker } from '../../../components/tips/tip-picker.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { useAddTip } from '../api/add-tip.ts';
import { paymentMethodsQueryOptions } from '../api/get-payment-methods.ts';

/**
 * 'Tip your rider' after delivery: cash handed to the rider (who confirms it), or an M-Pesa
 * prompt on the customer's phone when M-Pesa is on. All of it is the rider's.
 */
export function AddTipForm({ orderId, phone = '', retry = false }: { orderId: string; phone?: string; retry?: boolean }) {
  const { t } = useTranslation('orders');
  const name = useId();
  const [tip, setTip] = useState(0);
  const [method, setMethod] = useState<'cash' | 'mpesa'>('cash');
  const [mpesaPhone, setMpesaPhone] = useState(phone);
  const [problem, setProblem] = useState<string | null>(null);
  const methods = useQuery(paymentMethodsQueryOptions());
  const mutation = useAddTip(orderId);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (tip < 1) return setProblem(t('tip.chooseAmount'));
    if (method === 'mpesa' && !normalizeKenyanPhone(mpesaPhone)) return setProblem(t('tip.badPhone'));
    setProblem(null);
    try {
      const answer = await mutation.mutateAsync({ amount: tip, method, ...(method === 'mpesa' ? { mpesaPhone: mpesaPhone.trim() } : {}) });
      if (answer.method === 'cash') showToast(t('tip.cashNoted', { amount: formatKsh(tip) }));
      else if (answer.status === 'Awaiting') showToast(t('tip.checkPhone'));
      else setProblem(t('tip.requestFailed'));
    } catch (error) {
      setProblem(messageOf(error, t('tip.failed')));
    }
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t('tip.label')}>
      {retry && <Alert tone="warning">{t('tip.notPaid')}</Alert>}
      <TipPicker value={tip} onChange={setTip} allowNone={false} legend={t('tip.label')} />
      {methods.data?.mpesa && (
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">{t('tip.howToPay')}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name={name} checked={method === 'cash'} onChange={() => setMethod('cash')} className="size-4 accent-primary-700" /> {t('tip.cash')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={name} checked={method === 'mpesa'} onChange={() => setMethod('mpesa')} className="size-4 accent-primary-700" /> {t('tip.mpesa')}
          </label>
        </fieldset>
      )}
      {method === 'mpesa' ? (
        <TextField label={t('tip.mpesaPhone')} type="tel" inputMode="tel" autoComplete="tel" value={mpesaPhone} onChange={(e) => setMpesaPhone(e.target.value)} />
      ) : (
        <p className="text-xs text-stone-600">{t('tip.cashHint')}</p>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" size="sm" variant="secondary" loading={mutation.isPending}>
        {method === 'mpesa' ? t('tip.payMpesa') : t('tip.addCash')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReorderAnswer } from '@sokoni/domain/contracts/after-delivery';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { addToCart, openCart, type CartChoice } from '../../../lib/cart.ts';
import { ChosenOptions } from '../../../components/order/chosen-options.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { getReorder } from '../api/get-reorder.ts';

export interface OrderAgainResult {
  added: { name: string; quantity: number; price: number; choices?: CartChoice[] }[];
  /** What changed since the order, and anything the cart itself refused (its limits). */
  notes: string[];
}

/** One change since the order (the domain's reorder rules), in the reader's language. */
function changeText(change: TReorderAnswer['changes'][number]): string {
  switch (change.kind) {
    case 'priceChanged':
      return i18n.t('orders:orderAgain.changes.priceChanged', { name: change.name, from: formatKsh(change.from), to: formatKsh(change.to) });
    case 'shopClosed':
      return i18n.t('orders:orderAgain.changes.shopClosed', { name: change.name, shop: change.shopName });
    case 'fewerLeft':
      return i18n.t('orders:orderAgain.changes.fewerLeft', { name: change.name, from: change.from, to: change.to });
    case 'optionGone':
      return i18n.t('orders:orderAgain.changes.optionGone', { name: change.name, option: change.option });
    default:
      return i18n.t(`orders:orderAgain.changes.${change.kind}`, { name: change.name });
  }
}

/** Puts the server's answer into the cart through the cart's own rules, and says what happened. */
export function fillCart(answer: TReorderAnswer): OrderAgainResult {
  const added: OrderAgainResult['added'] = [];
  const notes = answer.changes.map(changeText);
  for (const line of answer.lines) {
    const { options: _today, ...product } = line.product;
    const change = addToCart({ ...product, ...(line.choices?.length ? { choices: line.choices } : {}) }, line.quantity);
    if (change.ok) added.push({ name: line.name, quantity: line.quantity, price: line.price, choices: line.choices });
    else notes.push(i18n.t('orders:orderAgain.refused', { name: line.name, message: change.message }));
  }
  return { added, notes };
}

/** What 'Order again' did: the items now in the cart at today's prices, and what changed. */
export function OrderAgainSummary({ result }: { result: OrderAgainResult }) {
  const { t } = useTranslation('orders');
  return (
    <div className="space-y-4 text-sm">
      {result.added.length > 0 ? (
        <div>
          <h3 className="font-semibold text-stone-900">{t('orderAgain.added')}</h3>
          <ul className="mt-1 space-y-1">
            {result.added.map((a, index) => (
              <li key={index} className="flex justify-between gap-3">
                <span>
                  {t('orderAgain.line', { quantity: a.quantity, name: a.name })}
                  <ChosenOptions choices={a.choices} />
                </span>
                <span className="font-medium">{formatKsh(a.price * a.quantity)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Alert tone="warning">{t('orderAgain.nothing')}</Alert>
      )}
      {result.notes.length > 0 && (
        <div>
          <h3 className="font-semibold text-stone-900">{t('orderAgain.changed')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-stone-700">
            {result.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** 'Order again': the cart gets the order's items still sold, at today's prices; a dialog says what changed. */
export function OrderAgainButton({ orderId, size = 'sm' }: { orderId: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation(['orders', 'ui']);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<OrderAgainResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setResult(fillCart(await getReorder(orderId)));
    } catch (error) {
      setProblem(messageOf(error, t('orderAgain.failed')));
    } finally {
      setBusy(false);
    }
  };
  const close = () => setResult(null);
  return (
    <>
      <Button size={size} variant="secondary" onClick={() => void run()} loading={busy}>
        {t('orderAgain.button')}
      </Button>
      {problem && (
        <Alert tone="error" className="mt-2">
          {problem}
        </Alert>
      )}
      <Modal
        open={result !== null}
        onClose={close}
        title={t('orderAgain.title')}
        footer={
          <div className="flex w-full justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t('ui:dialog.close')}
            </Button>
            {result && result.added.length > 0 && (
              <Button
                onClick={() => {
                  close();
                  openCart();
                }}
              >
                {t('orderAgain.viewCart')}
              </Button>
            )}
          </div>
        }
      >
        {result && <OrderAgainSummary result={result} />}
      </Modal>
    </>
  );
}

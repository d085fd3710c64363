import { useState } from 'react';
import type { TReorderAnswer } from '@sokoni/domain/contracts/after-delivery';
import { reorderChangeText } from '@sokoni/domain/reorder';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { addToCart, openCart } from '../../../lib/cart.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { getReorder } from '../api/get-reorder.ts';

export interface OrderAgainResult {
  added: { name: string; quantity: number; price: number }[];
  /** What changed since the order, and anything the cart itself refused (its limits). */
  notes: string[];
}

/** Puts the server's answer into the cart through the cart's own rules, and says what happened. */
export function fillCart(answer: TReorderAnswer): OrderAgainResult {
  const added: OrderAgainResult['added'] = [];
  const notes = answer.changes.map((c) => reorderChangeText(c, formatKsh));
  for (const line of answer.lines) {
    const change = addToCart(line.product, line.quantity);
    if (change.ok) added.push({ name: line.name, quantity: line.quantity, price: line.price });
    else notes.push(`${line.name}: ${change.message}`);
  }
  return { added, notes };
}

/** What 'Order again' did: the items now in the cart at today's prices, and what changed. */
export function OrderAgainSummary({ result }: { result: OrderAgainResult }) {
  return (
    <div className="space-y-4 text-sm">
      {result.added.length > 0 ? (
        <div>
          <h3 className="font-semibold text-stone-900">Added to your cart</h3>
          <ul className="mt-1 space-y-1">
            {result.added.map((a) => (
              <li key={a.name} className="flex justify-between gap-3">
                <span>
                  {a.quantity} × {a.name}
                </span>
                <span className="font-medium">{formatKsh(a.price * a.quantity)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Alert tone="warning">Nothing from this order can be added to your cart right now.</Alert>
      )}
      {result.notes.length > 0 && (
        <div>
          <h3 className="font-semibold text-stone-900">What changed</h3>
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
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<OrderAgainResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setResult(fillCart(await getReorder(orderId)));
    } catch (error) {
      setProblem(messageOf(error, 'This order could not be added to your cart. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const close = () => setResult(null);
  return (
    <>
      <Button size={size} variant="secondary" onClick={() => void run()} loading={busy}>
        Order again
      </Button>
      {problem && (
        <Alert tone="error" className="mt-2">
          {problem}
        </Alert>
      )}
      <Modal
        open={result !== null}
        onClose={close}
        title="Order again"
        footer={
          <div className="flex w-full justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
            {result && result.added.length > 0 && (
              <Button
                onClick={() => {
                  close();
                  openCart();
                }}
              >
                View cart
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

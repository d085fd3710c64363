import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { TBalance } from '@sokoni/domain/contracts/ledger';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { payByMpesa } from '../api/payouts.ts';
import { adminKeys } from '../api/query-keys.ts';

/** M-Pesa sends whole shillings: what 'Pay' sends to one account is the whole shillings of what is due. */
export const sendable = (row: TBalance) => Math.floor(row.due);

/** 'Pay all due': every store and rider with at least `minimum` shillings to send, and the total. */
export function payAllPlan(rows: readonly TBalance[], minimum: number): { rows: TBalance[]; total: number } {
  const chosen = rows.filter((r) => sendable(r) >= minimum);
  return { rows: chosen, total: chosen.reduce((sum, r) => sum + sendable(r), 0) };
}

interface Outcome {
  row: TBalance;
  error: string | null;
}

/**
 * Confirms and sends M-Pesa payouts, one account after another so progress shows and one refusal
 * (nothing due any more, a payout already in flight) does not stop the rest. Each is decided by the
 * server; the dialog only asks.
 */
export function PayDialog({ rows, title, batch = false, onClose }: { rows: TBalance[]; title: string; /** 'Pay all due': the list and count are shown even for one. */ batch?: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [done, setDone] = useState<Outcome[] | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const total = rows.reduce((sum, r) => sum + sendable(r), 0);
  const paying = progress !== null && done === null;

  async function payAll() {
    const outcomes: Outcome[] = [];
    for (const [i, row] of rows.entries()) {
      setProgress(i);
      try {
        await payByMpesa({ accountKind: row.accountKind, accountId: row.accountId });
        outcomes.push({ row, error: null });
      } catch (error) {
        outcomes.push({ row, error: messageOf(error, t('pay.couldNotSend')) });
      }
    }
    setProgress(rows.length);
    setDone(outcomes);
    const sent = outcomes.filter((o) => !o.error).length;
    if (sent > 0) showToast(t('pay.sent', { count: sent }));
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    if (outcomes.every((o) => !o.error)) onClose();
  }

  const refused = done?.filter((o) => o.error) ?? [];
  return (
    <Modal
      open
      onClose={paying ? () => undefined : onClose}
      title={title}
      description={
        !batch && rows.length === 1
          ? t('pay.sendOne', { amount: formatKsh(total), name: rows[0]!.name, phone: rows[0]!.phone })
          : t('pay.sendMany', { count: rows.length, total: formatKsh(total) })
      }
      initialFocusRef={confirmRef}
      footer={
        done ? (
          <Button onClick={onClose}>{t('pay.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={paying}>
              {t('moneyBack.back')}
            </Button>
            <Button ref={confirmRef} loading={paying} onClick={() => void payAll()}>
              {!batch && rows.length === 1 ? t('pay.payAmount', { amount: formatKsh(total) }) : t('pay.payCount', { count: rows.length, total: formatKsh(total) })}
            </Button>
          </>
        )
      }
    >
      {(batch || rows.length > 1) && (
        <ul className="max-h-48 space-y-1 overflow-y-auto text-sm text-stone-700" aria-label={t('pay.toSend')}>
          {rows.map((r) => (
            <li key={`${r.accountKind}-${r.accountId}`} className="flex justify-between gap-3">
              <span>
                {r.name} <span className="text-stone-500">({r.accountKind === 'partner' ? t('pay.store') : t('pay.rider')})</span>
              </span>
              <span className="tabular-nums">{formatKsh(sendable(r))}</span>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && (
        <div className="mt-3">
          <progress className="w-full" max={rows.length} value={progress} aria-label={t('pay.progress')} />
          <p role="status" className="text-sm text-stone-700">
            {done ? t('pay.doneCount', { sent: done.length - refused.length, count: rows.length }) : t('pay.sending', { current: progress + 1, count: rows.length })}
          </p>
        </div>
      )}
      {refused.length > 0 && (
        <Alert tone="error">
          <ul className="space-y-1">
            {refused.map((o) => (
              <li key={`${o.row.accountKind}-${o.row.accountId}`}>
                {o.row.name}: {o.error}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </Modal>
  );
}

import type { ReactNode } from 'react';
import type { TProblem } from '@sokoni/domain/contracts/problems';
import { FallbackImage } from '../ui/fallback-image.tsx';
import { formatKsh } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/nairobi-time.ts';
import { cn } from '../../lib/cn.ts';
import { KIND_LABEL, STATUS_LABEL } from './problem-words.ts';

const STATUS_TONE: Record<TProblem['status'], string> = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-sky-100 text-sky-900',
  resolved: 'bg-primary-50 text-primary-800',
  rejected: 'bg-stone-200 text-stone-800',
};

/** One report as everyone concerned reads it: what went wrong, which items, the shops' answers, the decision. */
/** The decision in the customer's and the admin's words. */
function decisionWords(problem: TProblem): string {
  const back = problem.settlement;
  if (back && (problem.outcome === 'refund' || problem.outcome === 'credit')) {
    const parts = [back.mpesa > 0 ? `${formatKsh(back.mpesa)} back to M-Pesa` : '', back.credit > 0 ? `${formatKsh(back.credit)} as Sokoni credit` : ''].filter(Boolean);
    return `Decision: ${parts.join(' and ')}.`;
  }
  if (problem.outcome === 'redeliver') return 'Decision: the shop brings what was missing or wrong.';
  return `Decision: not accepted. ${problem.outcomeReason ?? ''}`;
}

export function ProblemCard({ problem, actions, showOrder = false }: { problem: TProblem; actions?: ReactNode; showOrder?: boolean }) {
  const overdue = (problem.status === 'open' || problem.status === 'answered') && Date.parse(problem.dueAt) < Date.now();
  return (
    <article className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" aria-label={`${KIND_LABEL[problem.kind]} on order ${problem.orderNumber}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-stone-900">{KIND_LABEL[problem.kind]}</h3>
          <p className="text-xs text-stone-500">
            {showOrder && <>Order {problem.orderNumber} · </>}Reported {formatDateTime(problem.createdAt)}
          </p>
        </div>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', overdue ? 'bg-red-100 text-red-900' : STATUS_TONE[problem.status])}>
          {overdue ? `Overdue since ${formatDateTime(problem.dueAt)}` : STATUS_LABEL[problem.status]}
        </span>
      </div>
      {problem.lines.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-stone-700">
          {problem.lines.map((line) => (
            <li key={line.item} className="flex justify-between gap-3">
              <span>
                {line.quantity} × {line.name}
              </span>
              <span className="tabular-nums text-stone-500">{formatKsh(line.quantity * line.price)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-3 border-t border-stone-100 pt-1 font-medium">
            <span>Affected items</span>
            <span className="tabular-nums">{formatKsh(problem.amount)}</span>
          </li>
        </ul>
      )}
      {problem.note && <p className="mt-3 whitespace-pre-line text-sm text-stone-700">{problem.note}</p>}
      {problem.photos.length > 0 && (
        <ul className="mt-3 flex gap-2" aria-label="Photos">
          {problem.photos.map((photo, i) => (
            <li key={photo}>
              <a href={photo} target="_blank" rel="noreferrer" className="block rounded-lg focus-visible:outline-2 focus-visible:outline-primary-700">
                <FallbackImage src={photo} alt={`Photo ${i + 1}`} sizes="80px" className="size-20 rounded-lg bg-stone-100 object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {problem.answers.length > 0 && (
        <ul className="mt-3 space-y-2">
          {problem.answers.map((answer) => (
            <li key={`${answer.storeId}-${answer.at}`} className="rounded-xl bg-stone-50 p-3 text-sm">
              <p className="font-medium text-stone-900">{answer.storeName}</p>
              <p className="text-stone-700">{answer.message}</p>
              <p className="text-xs text-stone-500">{formatDateTime(answer.at)}</p>
            </li>
          ))}
        </ul>
      )}
      {problem.outcome && (
        <p className="mt-3 text-sm font-medium text-stone-900">
          {decisionWords(problem)}
        </p>
      )}
      {actions && <div className="mt-4 flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProblem } from '@sokoni/domain/contracts/problems';
import { FallbackImage } from '../ui/fallback-image.tsx';
import { formatKsh } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/nairobi-time.ts';
import { cn } from '../../lib/cn.ts';
import { i18n } from '../../i18n/i18n.ts';
import { kindLabel, problemStatusLabel } from './problem-words.ts';

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
    const parts = [
      back.mpesa > 0 ? i18n.t('problems:card.backToMpesa', { amount: formatKsh(back.mpesa) }) : '',
      back.credit > 0 ? i18n.t('problems:card.asCredit', { amount: formatKsh(back.credit) }) : '',
    ].filter(Boolean);
    return i18n.t('problems:card.decisionMoney', { parts: parts.join(i18n.t('problems:card.and')) });
  }
  if (problem.outcome === 'redeliver') return i18n.t('problems:card.decisionRedeliver');
  return i18n.t('problems:card.decisionRejected', { reason: problem.outcomeReason ?? '' });
}

export function ProblemCard({ problem, actions, showOrder = false }: { problem: TProblem; actions?: ReactNode; showOrder?: boolean }) {
  const { t } = useTranslation('problems');
  const overdue = (problem.status === 'open' || problem.status === 'answered') && Date.parse(problem.dueAt) < Date.now();
  return (
    <article className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" aria-label={t('card.label', { kind: kindLabel(problem.kind), order: problem.orderNumber })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-stone-900">{kindLabel(problem.kind)}</h3>
          <p className="text-xs text-stone-500">
            {showOrder && t('card.order', { order: problem.orderNumber })}
            {t('card.reported', { when: formatDateTime(problem.createdAt) })}
          </p>
        </div>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', overdue ? 'bg-red-100 text-red-900' : STATUS_TONE[problem.status])}>
          {overdue ? t('card.overdue', { when: formatDateTime(problem.dueAt) }) : problemStatusLabel(problem.status)}
        </span>
      </div>
      {problem.lines.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-stone-700">
          {problem.lines.map((line) => (
            <li key={line.item} className="flex justify-between gap-3">
              <span>{t('card.quantity', { quantity: line.quantity, name: line.name })}</span>
              <span className="tabular-nums text-stone-500">{formatKsh(line.quantity * line.price)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-3 border-t border-stone-100 pt-1 font-medium">
            <span>{t('card.affected')}</span>
            <span className="tabular-nums">{formatKsh(problem.amount)}</span>
          </li>
        </ul>
      )}
      {problem.note && <p className="mt-3 whitespace-pre-line text-sm text-stone-700">{problem.note}</p>}
      {problem.photos.length > 0 && (
        <ul className="mt-3 flex gap-2" aria-label={t('card.photos')}>
          {problem.photos.map((photo, i) => (
            <li key={photo}>
              <a href={photo} target="_blank" rel="noreferrer" className="block rounded-lg focus-visible:outline-2 focus-visible:outline-primary-700">
                <FallbackImage src={photo} alt={t('card.photo', { number: i + 1 })} sizes="80px" className="size-20 rounded-lg bg-stone-100 object-cover" />
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

import type { UseQueryResult } from '@tanstack/react-query';
import type { TStatement } from '@sokoni/domain/contracts/ledger';
import { weeklyEarnings } from '@sokoni/domain/statement-weeks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/api-client.ts';
import { formatKsh } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { DownloadIcon } from '../ui/icons.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { EarningsChart } from './earnings-chart.tsx';

function Figure({ label, value, tone = 'plain', testId }: { label: string; value: number; tone?: 'plain' | 'strong'; testId: string }) {
  return (
    <div className={tone === 'strong' ? 'rounded-xl bg-primary-800 px-3 py-2 text-white' : 'rounded-xl bg-stone-50 px-3 py-2'}>
      <dt className={tone === 'strong' ? 'text-xs text-primary-100' : 'text-xs text-stone-500'}>{label}</dt>
      <dd className="whitespace-nowrap text-lg font-bold tabular-nums" data-testid={testId}>
        {formatKsh(value)}
      </dd>
    </div>
  );
}

function StatementSkeleton() {
  const { t } = useTranslation('ledger');
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{t('statement.loading')}</span>
      <Skeleton className="h-40 w-full rounded-2xl" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-14 w-full rounded-xl" />
      ))}
    </div>
  );
}

/**
 * A statement of the last eight weeks as the store and the rider see it: the figures, a weekly
 * chart, every line (newest first) and the CSV download of the same statement.
 */
export function StatementPanel({ query, download, balanceLabel }: { query: UseQueryResult<TStatement>; download: () => Promise<void>; balanceLabel: string }) {
  const { t } = useTranslation('ledger');
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const onDownload = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await download();
    } catch (error) {
      setDownloadError(messageOf(error, t('statement.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  if (query.isPending) return <StatementSkeleton />;
  if (query.isError) return <ErrorState title={t('statement.loadFailed')} message={messageOf(query.error, t('statement.tryAgain'))} onRetry={() => void query.refetch()} />;
  const statement = query.data;
  const lines = [...statement.lines].reverse();

  return (
    <div className="space-y-4" aria-busy={query.isFetching}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t('statement.earned')} value={statement.totals.earned} testId="statement-earned" />
        <Figure label={t('statement.paidOut')} value={statement.totals.paidOut} testId="statement-paid-out" />
        <Figure label={balanceLabel} value={statement.totals.balance} tone="strong" testId="statement-balance" />
        {statement.totals.cashHeld !== undefined && <Figure label={t('statement.cashHeld')} value={statement.totals.cashHeld} testId="statement-cash-held" />}
      </dl>
      <EarningsChart weeks={weeklyEarnings(statement.lines, statement.to)} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-stone-900">
          {t('statement.heading', { from: statement.from, to: statement.to })}
        </h3>
        <Button variant="secondary" size="sm" onClick={() => void onDownload()} loading={downloading} disabled={downloading}>
          <DownloadIcon className="size-4" />
          {downloading ? t('statement.preparingCsv') : t('statement.downloadCsv')}
        </Button>
      </div>
      {downloadError && (
        <p role="alert" className="text-sm text-red-700">
          {downloadError}
        </p>
      )}
      {lines.length === 0 ? (
        <EmptyState title={t('statement.emptyTitle')} description={t('statement.emptyDescription')} />
      ) : (
        <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white" aria-label={t('statement.lines')}>
          {lines.map((line, i) => (
            <li key={`${line.date}-${i}`} className="flex items-start justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{line.what}</p>
                <p className="text-xs text-stone-500">
                  {line.date}
                  {line.orderId ? ` · ${line.orderId}` : ''}
                  {line.deduction !== 0 ? t('statement.less', { gross: formatKsh(line.gross), deduction: formatKsh(line.deduction) }) : ''}
                </p>
              </div>
              <p className={line.net < 0 ? 'shrink-0 font-semibold tabular-nums text-red-700' : 'shrink-0 font-semibold tabular-nums text-stone-900'}>{formatKsh(line.net)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TBalance } from '@sokoni/domain/contracts/ledger';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { inputClasses } from '../../../components/ui/field-parts.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { downloadText } from '../../../lib/download-text.ts';
import { formatKsh } from '../../../lib/format.ts';
import { balancesQueryOptions } from '../api/get-balances.ts';
import { moneySettingsQueryOptions } from '../api/payouts.ts';
import { PayDialog, payAllPlan, sendable } from './pay-dialog.tsx';
import { PayoutHistory } from './payout-history.tsx';
import { HandOverModal } from './hand-over-modal.tsx';
import { RecordPayoutModal } from './record-payout-modal.tsx';
import { ReconciliationPanel } from './reconciliation-panel.tsx';
import { SearchField } from './search-field.tsx';
import { SectionHeader } from './section-header.tsx';

/** Each order's words are `money.sorts.<key>` in the catalogue. */
const SORTS = {
  due: (a: TBalance, b: TBalance) => b.due - a.due,
  balance: (a: TBalance, b: TBalance) => b.balance - a.balance,
  cash: (a: TBalance, b: TBalance) => b.cashHeld - a.cashHeld,
  name: (a: TBalance, b: TBalance) => a.name.localeCompare(b.name),
} as const;
type SortKey = keyof typeof SORTS;

const csvCell = (text: string) => {
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
/** The file's columns and account kinds are data keys for spreadsheets and imports, the same in every language. */
function balancesCsv(rows: TBalance[]): string {
  const lines = [['account', 'name', 'phone', 'balance', 'cashHeld', 'due'].join(',')];
  for (const r of rows) lines.push([r.accountKind === 'partner' ? 'store' : 'rider', csvCell(r.name), csvCell(r.phone), r.balance.toFixed(2), r.cashHeld.toFixed(2), r.due.toFixed(2)].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The console's money view: what Sokoni owes each store and rider, the cash riders hold, hand-overs and payouts. */
export function MoneySection() {
  const { t } = useTranslation('admin');
  const query = useQuery(balancesQueryOptions());
  const settings = useQuery(moneySettingsQueryOptions());
  const [paying, setPaying] = useState<{ rows: TBalance[]; title: string; batch: boolean } | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('due');
  const [handOver, setHandOver] = useState<TBalance | null>(null);
  const [payout, setPayout] = useState<TBalance | null>(null);
  const sortId = useId();

  const rows = useMemo(() => {
    const words = search.trim().toLowerCase();
    const matching = (query.data ?? []).filter((r) => !words || r.name.toLowerCase().includes(words) || r.phone.includes(words));
    return [...matching].sort(SORTS[sort]);
  }, [query.data, search, sort]);
  const mpesa = settings.data?.mpesaPayouts === true;
  const minimum = settings.data?.payoutMinimum ?? 100;
  // 'Pay all due' pays every account due at least the minimum, whatever the search shows.
  const plan = useMemo(() => payAllPlan(query.data ?? [], minimum), [query.data, minimum]);

  return (
    <section>
      <SectionHeader
        title={t('sections.money')}
        description={t('money.description')}
        actions={
          <>
            <Button variant="secondary" size="sm" disabled={rows.length === 0} onClick={() => downloadText(balancesCsv(rows), 'sokoni-balances.csv')}>
              <DownloadIcon className="size-4" />
              {t('money.exportCsv')}
            </Button>
            {mpesa && (
              <Button size="sm" disabled={plan.rows.length === 0} onClick={() => setPaying({ rows: plan.rows, title: t('money.payAllTitle'), batch: true })} title={t('money.payAllHint', { amount: formatKsh(minimum) })}>
                {t('money.payAll')}
              </Button>
            )}
          </>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField label={t('money.search')} placeholder={t('money.searchPlaceholder')} value={search} onChange={setSearch} className="flex-1" />
        <div className="sm:w-60">
          <label htmlFor={sortId} className="mb-1.5 block text-sm font-medium text-stone-800">
            {t('money.sortBy')}
          </label>
          <select id={sortId} value={sort} onChange={(e) => setSort(e.target.value as SortKey)} className={inputClasses(false)}>
            {(Object.keys(SORTS) as SortKey[]).map((key) => (
              <option key={key} value={key}>
                {t(`money.sorts.${key}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">{t('money.loading')}</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState title={t('money.couldNotLoad')} message={messageOf(query.error, t('pleaseTryAgain'))} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={search ? t('money.noMatch') : t('money.none')} description={t('money.noneDescription')} />
      ) : (
        <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white" aria-label={t('money.balances')} aria-busy={query.isFetching}>
          {rows.map((row) => (
            <li key={`${row.accountKind}-${row.accountId}`} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{row.name}</p>
                <p className="text-xs text-stone-500">
                  {row.accountKind === 'partner' ? t('money.store') : t('money.rider')} · {row.phone}
                </p>
              </div>
              <dl className="flex items-center gap-4 text-right">
                <div>
                  {/* Who owes whom, in words: a negative balance is money the store or rider owes Sokoni. */}
                  <dt className="text-xs text-stone-500">{row.balance < 0 ? t('money.owesSokoni', { name: row.name }) : t('money.sokoniOwes')}</dt>
                  <dd className={row.balance < 0 ? 'font-semibold tabular-nums text-red-700' : 'font-semibold tabular-nums text-stone-900'}>{formatKsh(Math.abs(row.balance))}</dd>
                </div>
                <div>
                  <dt className="text-xs text-stone-500">{t('money.dueNow')}</dt>
                  <dd className="font-semibold tabular-nums text-primary-800">{formatKsh(row.due)}</dd>
                </div>
                {row.accountKind === 'driver' && (
                  <div>
                    <dt className="text-xs text-stone-500">{t('money.cashHeld')}</dt>
                    <dd className="font-semibold tabular-nums text-stone-900">{formatKsh(row.cashHeld)}</dd>
                  </div>
                )}
              </dl>
              <div className="flex flex-wrap gap-2">
                {row.accountKind === 'driver' && row.cashHeld > 0 && (
                  <Button size="sm" variant="secondary" onClick={() => setHandOver(row)} aria-label={t('money.recordHandOverFrom', { name: row.name })}>
                    {t('money.recordHandOver')}
                  </Button>
                )}
                {mpesa && sendable(row) >= 10 && (
                  <Button size="sm" onClick={() => setPaying({ rows: [row], title: t('money.payTitle', { name: row.name }), batch: false })} aria-label={t('money.payName', { name: row.name })}>
                    {t('money.pay')}
                  </Button>
                )}
                {row.due > 0 && (
                  <Button size="sm" variant="secondary" onClick={() => setPayout(row)} aria-label={t('money.recordPayoutTo', { name: row.name })}>
                    {t('money.recordPayout')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {settings.data && !mpesa && <p className="mt-3 text-sm text-stone-600">{t('money.mpesaOff')}</p>}
      <PayoutHistory />
      <ReconciliationPanel />
      {handOver && <HandOverModal key={handOver.accountId} rider={handOver} onClose={() => setHandOver(null)} />}
      {paying && <PayDialog rows={paying.rows} title={paying.title} batch={paying.batch} onClose={() => setPaying(null)} />}
      {payout && <RecordPayoutModal key={`${payout.accountKind}-${payout.accountId}`} account={payout} onClose={() => setPayout(null)} />}
    </section>
  );
}

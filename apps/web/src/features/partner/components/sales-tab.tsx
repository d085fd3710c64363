import { DateField } from '../../../components/ui/date-field.tsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKsh } from '@sokoni/domain/money';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { usePartnerSales } from '../api/get-partner-sales.ts';
import { downloadBlob } from '../../../lib/download-text.ts';
import { csvBlob, toCsv } from '../lib/csv.ts';
import { customerName, itemsSummary, salesCsvColumns } from '../lib/order-rows.ts';
import { ListSkeleton } from './list-skeleton.tsx';
import { TabHeading } from './tab-heading.tsx';
import { ChartIcon, DownloadIcon } from './icons.tsx';
import { formatDateTime } from '../../../lib/nairobi-time.ts';

/** Sub-orders whose order the customer confirmed, filtered by the day they were delivered. */
export function SalesTab({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation('partner');
  const [date, setDate] = useState('');
  const query = usePartnerSales(partnerId, date);
  const dateId = useId();
  const sales = query.data?.sales ?? [];
  const totals = query.data?.totals ?? { count: 0, amount: 0 };

  const exportCsv = () => downloadBlob(csvBlob(toCsv(sales, salesCsvColumns())), 'sales.csv');

  return (
    <section aria-labelledby="sales-heading">
      <TabHeading
        id="sales-heading"
        title={t('sales.title')}
        description={t('sales.description')}
        actions={
          <Button variant="secondary" size="sm" onClick={exportCsv} disabled={sales.length === 0}>
            <DownloadIcon className="size-4" />
            {t('sales.exportCsv')}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4">
        <div className="min-w-0 flex-1 basis-44">
          <DateField id={dateId} label={t('sales.deliveredOn')} value={date} onChange={setDate} />
        </div>
        {date && (
          <Button variant="ghost" size="md" onClick={() => setDate('')}>
            {t('sales.allDays')}
          </Button>
        )}
        <dl className="grid w-full grid-cols-2 gap-3 sm:w-auto sm:min-w-72">
          <div className="rounded-xl bg-stone-50 px-3 py-2">
            <dt className="text-xs text-stone-500">{t('sales.count')}</dt>
            <dd className="text-lg font-bold tabular-nums text-stone-900">{totals.count}</dd>
          </div>
          <div className="rounded-xl bg-primary-50 px-3 py-2">
            <dt className="text-xs text-primary-800">{t('sales.total')}</dt>
            <dd className="text-lg font-bold tabular-nums text-primary-900">{formatKsh(totals.amount)}</dd>
          </div>
        </dl>
      </div>
      {query.isPending ? (
        <ListSkeleton label={t('sales.loading')} />
      ) : sales.length === 0 ? (
        <EmptyState icon={<ChartIcon />} title={date ? t('sales.noneOnDate') : t('sales.none')} />
      ) : (
        <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white" aria-busy={query.isFetching}>
          {sales.map((sale) => (
            <li key={sale._id} className="flex items-start justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{t('sales.order', { number: sale.parentOrder.orderId })}</p>
                <p className="break-words text-sm text-stone-700">{itemsSummary(sale)}</p>
                <p className="mt-0.5 text-xs text-stone-500">
                  {t('sales.delivered', { customer: customerName(sale), when: formatDateTime(sale.deliveredAt) })}
                </p>
              </div>
              <p className="shrink-0 font-bold tabular-nums text-stone-900">{formatKsh(sale.total)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

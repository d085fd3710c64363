import { useId, useState } from 'react';
import { formatKsh } from '@sokoni/domain/money';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inputClasses } from '../../../components/ui/field-parts.tsx';
import { usePartnerSales } from '../api/get-partner-sales.ts';
import { downloadBlob } from '../../../lib/download-text.ts';
import { csvBlob, toCsv } from '../lib/csv.ts';
import { customerName, itemsSummary, SALES_CSV_COLUMNS } from '../lib/order-rows.ts';
import { ListSkeleton } from './list-skeleton.tsx';
import { TabHeading } from './tab-heading.tsx';
import { ChartIcon, DownloadIcon } from './icons.tsx';
import { formatDateTime } from '../../../lib/nairobi-time.ts';

/** Sub-orders whose order the customer confirmed, filtered by the day they were delivered. */
export function SalesTab({ partnerId }: { partnerId: string }) {
  const [date, setDate] = useState('');
  const query = usePartnerSales(partnerId, date);
  const dateId = useId();
  const sales = query.data?.sales ?? [];
  const totals = query.data?.totals ?? { count: 0, amount: 0 };

  const exportCsv = () => downloadBlob(csvBlob(toCsv(sales, SALES_CSV_COLUMNS)), 'sales.csv');

  return (
    <section aria-labelledby="sales-heading">
      <TabHeading
        id="sales-heading"
        title="Sales"
        description="Orders your customers have confirmed as received."
        actions={
          <Button variant="secondary" size="sm" onClick={exportCsv} disabled={sales.length === 0}>
            <DownloadIcon className="size-4" />
            Export CSV
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4">
        <div className="min-w-0 flex-1 basis-44">
          <label htmlFor={dateId} className="mb-1.5 block text-sm font-medium text-stone-800">
            Delivered on
          </label>
          <input id={dateId} type="date" value={date} onChange={(e) => setDate(e.target.value)} className={inputClasses(false)} />
        </div>
        {date && (
          <Button variant="ghost" size="md" onClick={() => setDate('')}>
            Show all days
          </Button>
        )}
        <dl className="grid w-full grid-cols-2 gap-3 sm:w-auto sm:min-w-72">
          <div className="rounded-xl bg-stone-50 px-3 py-2">
            <dt className="text-xs text-stone-500">Sales</dt>
            <dd className="text-lg font-bold tabular-nums text-stone-900">{totals.count}</dd>
          </div>
          <div className="rounded-xl bg-primary-50 px-3 py-2">
            <dt className="text-xs text-primary-800">Total</dt>
            <dd className="text-lg font-bold tabular-nums text-primary-900">{formatKsh(totals.amount)}</dd>
          </div>
        </dl>
      </div>
      {query.isPending ? (
        <ListSkeleton label="Loading sales…" />
      ) : sales.length === 0 ? (
        <EmptyState icon={<ChartIcon />} title="No completed sales found for the selected date." />
      ) : (
        <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white" aria-busy={query.isFetching}>
          {sales.map((sale) => (
            <li key={sale._id} className="flex items-start justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">Order {sale.parentOrder.orderId}</p>
                <p className="break-words text-sm text-stone-700">{itemsSummary(sale)}</p>
                <p className="mt-0.5 text-xs text-stone-500">
                  {customerName(sale)} · delivered {formatDateTime(sale.deliveredAt)}
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

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatKsh } from '../../../lib/format.ts';
import { riderCashQueryOptions } from '../api/get-rider-cash.ts';

/**
 * Where the rider stands: cash collected on delivery and not yet handed over, what they earned,
 * and the net of the two. Over the limit, cash orders wait until they hand the cash over.
 */
export function RiderCashSummary({ driverId }: { driverId: string }) {
  const { t } = useTranslation(['driver', 'common']);
  const query = useQuery(riderCashQueryOptions(driverId));
  if (query.isPending) {
    return (
      <p role="status" className="h-16 animate-pulse rounded-2xl bg-stone-100">
        <span className="sr-only">{t('cash.loading')}</span>
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {t('cash.failed')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
          {t('common:tryAgain')}
        </button>
      </p>
    );
  }
  const cash = query.data;
  const owesSokoni = cash.net < 0;
  return (
    <section aria-label={t('cash.label')} className="rounded-2xl border border-stone-200 bg-white p-3">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-xs text-stone-500">{t('cash.held')}</dt>
          <dd className="whitespace-nowrap text-sm font-bold tabular-nums text-stone-900 sm:text-base" data-testid="cash-held">
            {formatKsh(cash.cashHeld)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">{t('cash.earnings')}</dt>
          <dd className="whitespace-nowrap text-sm font-bold tabular-nums text-stone-900 sm:text-base" data-testid="cash-earnings">
            {formatKsh(cash.earnings)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">{owesSokoni ? t('cash.youOwe') : t('cash.owedToYou')}</dt>
          <dd className={owesSokoni ? 'whitespace-nowrap text-sm font-bold tabular-nums text-red-700 sm:text-base' : 'whitespace-nowrap text-sm font-bold tabular-nums text-primary-800 sm:text-base'} data-testid="cash-net">
            {formatKsh(Math.abs(cash.net))}
          </dd>
        </div>
      </dl>
      {!cash.mayTakeCashOrders && (
        <p role="status" className="mt-2 rounded-xl bg-amber-50 p-2 text-sm text-amber-900">
          {t('cash.overLimit', { limit: formatKsh(cash.limit) })}
        </p>
      )}
    </section>
  );
}

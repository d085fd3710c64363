import type { TCompletedOrdersResponse } from '@sokoni/domain/contracts/driver-orders';
import { useTranslation } from 'react-i18next';
import { formatKsh } from '../../../lib/format.ts';

/** The sums over every matching order: fees and the driver's 80%. */
export function CompletedTotals({ totals }: { totals: TCompletedOrdersResponse['totals'] }) {
  const { t } = useTranslation('driver');
  return (
    <section aria-label={t('completedTotals.label')} className="rounded-2xl bg-primary-800 p-4 text-white">
      <p className="text-sm text-primary-100">
        {t('completedTotals.count', { count: totals.count })}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        <div className="min-w-0">
          <dt className="text-xs text-primary-100">{t('completedTotals.fees')}</dt>
          <dd className="whitespace-nowrap text-lg font-bold tabular-nums" data-testid="total-fees">
            {formatKsh(totals.fees)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-primary-100">{t('completedTotals.earnings')}</dt>
          <dd className="whitespace-nowrap text-lg font-bold tabular-nums" data-testid="total-earnings">
            {formatKsh(totals.earnings)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { promoUsesQueryOptions } from '../api/get-promo-uses.ts';

/** The orders that used a code; a use given back (order ended before preparing) is marked. */
export function PromoUses({ promoId }: { promoId: string }) {
  const { t } = useTranslation('admin');
  const query = useQuery(promoUsesQueryOptions(promoId));
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('promos.loadingUses')} className="space-y-1.5">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    );
  }
  if (query.isError) return <ErrorState title={t('promos.couldNotLoadUses')} message={messageOf(query.error, t('pleaseTryAgain'))} onRetry={() => void query.refetch()} />;
  if (query.data.uses.length === 0) return <EmptyState title={t('promos.noUses')} />;
  return (
    <ul className="divide-y divide-stone-100 text-sm">
      {query.data.uses.map((use) => (
        <li key={use.orderId} className="flex flex-wrap items-center gap-x-3 gap-y-0.5 py-1.5">
          <span className="font-medium text-stone-900">{use.orderNumber}</span>
          <span className="text-stone-600">{use.customer}</span>
          <span className="text-stone-500">{formatDateTime(use.at)}</span>
          <span className="ml-auto tabular-nums text-stone-900">{t('promos.discount', { amount: formatKsh(use.discount) })}</span>
          {use.released && <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-600">{t('promos.givenBack')}</span>}
        </li>
      ))}
    </ul>
  );
}

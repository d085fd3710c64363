import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** What the account page shows for its first 600 ms. */
export function AccountSkeleton() {
  const { t } = useTranslation('partner');
  return (
    <div role="status" aria-live="polite" className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6">
      <span className="sr-only">{t('dashboard.loadingStore')}</span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-2xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-28 rounded-full" />
        </div>
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="space-y-1.5">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-4 w-40" />
          </div>
        ))}
      </div>
    </div>
  );
}

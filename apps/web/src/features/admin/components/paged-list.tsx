import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import type { Page } from '../api/admin-key.ts';

/** Grey rows while a list loads, announced once to screen readers. */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4">
          <Skeleton className="size-10 shrink-0 rounded-xl" />
          <div className="min-w-0 flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-3/5" />
          </div>
          <Skeleton className="hidden h-8 w-24 rounded-xl sm:block" />
        </div>
      ))}
    </div>
  );
}

/**
 * A newest-first list read page by page: skeletons first, the server's reason with a retry when
 * it fails, an empty state, then the items and 'Load more' while the server says there is more.
 */
export function PagedList<T>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  loadingLabel: string;
  errorTitle: string;
  empty: { title: string; description?: ReactNode };
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <ListSkeleton label={loadingLabel} />;
  if (query.isError && !query.data) {
    return <ErrorState title={errorTitle} message={messageOf(query.error, t('checkConnection'))} onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <div>
      {children(items)}
      <div className="mt-4 flex flex-col items-center gap-2">
        {query.isFetchNextPageError && <p className="text-sm text-red-700">{messageOf(query.error, t('pagedList.couldNotLoadMore'))}</p>}
        {query.hasNextPage ? (
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('pagedList.loadMore')}
          </Button>
        ) : (
          <p className="text-xs text-stone-500">
            {items.length === 1 ? t('pagedList.showingOnly') : t('pagedList.showingAll', { count: items.length })}
          </p>
        )}
      </div>
    </div>
  );
}

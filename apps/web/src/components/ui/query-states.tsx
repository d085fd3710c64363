import type { ReactNode } from 'react';
import { messageOf } from '../../lib/api-client.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A list's three other faces, the same everywhere: skeletons while loading (announced by
 * `loadingLabel`), an error with a retry, and an empty state; `children` draws the data.
 */
export function QueryStates<T>({
  query,
  loadingLabel,
  skeletons,
  errorTitle,
  errorFallback,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  loadingLabel: string;
  skeletons: ReactNode;
  errorTitle: string;
  /** Shown when the server sent no message of its own. */
  errorFallback: string;
  isEmpty: (data: T) => boolean;
  empty: { title: string; description?: ReactNode };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className="space-y-2.5">
        {skeletons}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return <ErrorState title={errorTitle} message={messageOf(query.error, errorFallback)} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty(query.data)) return <EmptyState title={empty.title} description={empty.description} />;
  return <>{children(query.data)}</>;
}

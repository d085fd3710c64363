import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Card placeholders: 3 in the driver lists, 5 in completed orders. */
export function ListSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="list-skeleton-card" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
          <div className="flex justify-between gap-4">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-20" />
          </div>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The spec's six placeholders while orders load. */
export function OrderCardSkeletons({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="rounded-2xl border border-stone-200 bg-white p-4" data-testid="order-skeleton">
          <div className="flex justify-between gap-4">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-24" />
            </div>
            <Skeleton className="h-6 w-20" />
          </div>
          <Skeleton className="mt-4 h-9 w-36 rounded-xl" />
        </div>
      ))}
    </div>
  );
}

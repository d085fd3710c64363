import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/** A grey placeholder block; decorative, so callers announce loading with their own status text. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-stone-200', className)} />;
}

/** A form-shaped skeleton: a title and `fields` label+input pairs and a button. */
export function FormSkeleton({ fields = 2, label }: { fields?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="space-y-5">
      <span className="sr-only">{label ?? t('loading')}</span>
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      ))}
      <Skeleton className="h-11 w-full rounded-xl" />
    </div>
  );
}

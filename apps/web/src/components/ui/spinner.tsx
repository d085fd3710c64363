import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent', className)}
    />
  );
}

/** Full-area loading indicator with a label for screen readers. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center text-primary-700">
      <Spinner className="size-8" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </div>
  );
}

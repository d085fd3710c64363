import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { AlertCircleIcon } from './icons.tsx';

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  className,
}: {
  title?: string;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation(['ui', 'common']);
  return (
    <div role="alert" className={cn('flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center', className)}>
      <AlertCircleIcon className="mb-3 size-10 text-red-600" />
      <h3 className="text-base font-semibold text-red-900">{title ?? t('errorState.title')}</h3>
      {message && <p className="mt-1 max-w-sm text-sm text-red-800">{message}</p>}
      {onRetry && (
        <Button variant="secondary" className="mt-5" onClick={onRetry}>
          {retryLabel ?? t('common:tryAgain')}
        </Button>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons.tsx';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const TONES: Record<AlertTone, { box: string; icon: typeof InfoIcon }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: AlertCircleIcon },
  success: { box: 'border-primary-200 bg-primary-50 text-primary-900', icon: CheckCircleIcon },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: InfoIcon },
  warning: { box: 'border-accent-300 bg-accent-100 text-accent-700', icon: AlertCircleIcon },
};

/** An inline message; errors are announced immediately, the rest politely. */
export function Alert({ tone = 'info', children, className }: { tone?: AlertTone; children: ReactNode; className?: string }) {
  const { box, icon: Icon } = TONES[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm', box, className)}>
      <Icon className="mt-0.5 size-4.5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

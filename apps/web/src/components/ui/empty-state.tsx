import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center', className)}>
      {icon && <div className="mb-3 flex size-12 items-center justify-center rounded-full bg-primary-50 text-2xl text-primary-700">{icon}</div>}
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      {description && <p className="mt-1 max-w-sm text-sm text-stone-600">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

import { cn } from '../../lib/cn.ts';

/** The basket-and-pin mark with the wordmark; `inverted` for dark backgrounds. */
export function Logo({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <img src="/logo.svg" alt="" width={36} height={36} className="size-9 rounded-xl" />
      <span className={cn('text-xl font-extrabold tracking-tight', inverted ? 'text-white' : 'text-primary-800')}>Sokoni</span>
    </span>
  );
}

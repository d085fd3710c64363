import { cn } from '../../lib/cn.ts';

/**
 * The basket-and-pin mark with the wordmark; `inverted` for dark backgrounds. `compact` drops the
 * wordmark on phones, where a header with the cart button needs the room for the delivery place.
 */
export function Logo({ inverted = false, compact = false, className }: { inverted?: boolean; compact?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <img src="/logo.svg" alt="" width={36} height={36} className="size-9 rounded-xl" />
      <span className={cn('text-xl font-extrabold tracking-tight', inverted ? 'text-white' : 'text-primary-800', compact && 'hidden sm:inline')}>Sokoni</span>
    </span>
  );
}

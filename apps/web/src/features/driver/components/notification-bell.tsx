import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const BellIcon = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
    <path d="M6 9a6 6 0 0 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9z" />
    <path d="M10 19.5a2 2 0 0 0 4 0" />
  </svg>
);

/** New available orders since the driver last looked; a click shows them. */
export function NotificationBell({ count, onOpen }: { count: number; onOpen: () => void }) {
  const { t } = useTranslation('driver');
  const label = count === 0 ? t('bell.none') : t('bell.count', { count });
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('bell.label', { what: label })}
      title={label}
      className="relative flex size-11 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-700 shadow-sm hover:border-primary-300 hover:text-primary-800"
    >
      <BellIcon className={cn('size-5.5', count > 0 && 'text-primary-700')} />
      {count > 0 && (
        <span
          data-testid="bell-count"
          className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold tabular-nums text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}

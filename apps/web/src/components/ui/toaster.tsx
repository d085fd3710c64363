import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons.tsx';
import { dismissToast, getToasts, subscribeToasts } from './toast-store.ts';

const STYLES = {
  success: { box: 'bg-primary-800 text-white', icon: CheckCircleIcon },
  error: { box: 'bg-red-700 text-white', icon: AlertCircleIcon },
  warning: { box: 'bg-accent-400 text-stone-900', icon: AlertCircleIcon },
  info: { box: 'bg-stone-800 text-white', icon: InfoIcon },
} as const;

/** Where toasts appear: bottom of the screen on phones (clear of the header), top-right on larger screens. */
export function Toaster() {
  const { t } = useTranslation('ui');
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:bottom-auto sm:top-0 sm:items-end sm:p-5"
    >
      {toasts.map((toast) => {
        const { box, icon: Icon } = STYLES[toast.tone];
        return (
          <div
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            className={cn('pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-2xl px-4 py-3 text-sm font-medium shadow-lg', box)}
          >
            <Icon className="size-5 shrink-0" />
            <p className="min-w-0 flex-1">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              aria-label={t('toaster.dismiss')}
              className="-mr-1 flex size-8 shrink-0 items-center justify-center rounded-full opacity-80 hover:bg-white/15 hover:opacity-100"
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
        );
      })}
    </div>
  );
}

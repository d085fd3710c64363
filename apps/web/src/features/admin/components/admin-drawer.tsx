import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useFocusTrap } from '../../../components/ui/use-focus-trap.ts';

/**
 * A detail panel sliding in from the right (full screen on a phone). `covered` hands the
 * keyboard to a dialog opened on top of it (a reason prompt), so the two never fight over focus
 * or Escape.
 */
export function AdminDrawer({
  open,
  covered = false,
  onClose,
  title,
  subtitle,
  children,
  footer,
}: {
  open: boolean;
  covered?: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, open && !covered, onClose);
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-40 flex justify-end">
      <div className="absolute inset-0 bg-stone-900/50 backdrop-blur-[2px]" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal={!covered}
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative flex h-full w-full max-w-xl flex-col bg-white shadow-2xl focus:outline-none"
      >
        <div className="flex items-start gap-3 border-b border-stone-100 px-5 py-4">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="break-words text-lg font-bold text-stone-900">
              {title}
            </h2>
            {subtitle && <div className="mt-0.5 text-sm text-stone-600">{subtitle}</div>}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            data-dialog-close
            className="-mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">{children}</div>
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-stone-100 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn.ts';
import { DialogCloseButton } from './dialog-close-button.tsx';
import { useFocusTrap } from './use-focus-trap.ts';

const WIDTHS = { md: 'max-w-md', xl: 'max-w-xl' } as const;

/**
 * A panel that slides in from the right edge (full screen on a phone): a modal dialog with a
 * header, a scrolling body and a footer. `covered` hands the keyboard to a dialog opened on top
 * of it (a reason prompt), so the two never fight over focus or Escape.
 */
export function SlideOver({
  open,
  onClose,
  title,
  subtitle,
  children,
  footer,
  covered = false,
  width = 'md',
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  covered?: boolean;
  width?: keyof typeof WIDTHS;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, open && !covered, onClose);
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex justify-end">
      <div className="absolute inset-0 bg-stone-900/50 backdrop-blur-[2px]" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal={!covered}
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn('relative flex h-full w-full flex-col bg-white shadow-2xl focus:outline-none', WIDTHS[width])}
      >
        <div className="flex items-start gap-3 border-b border-stone-100 px-5 py-4">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="break-words text-lg font-bold text-stone-900">
              {title}
            </h2>
            {subtitle && <div className="mt-0.5 text-sm text-stone-600">{subtitle}</div>}
          </div>
          <DialogCloseButton onClose={onClose} />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && <div className="border-t border-stone-100 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { CloseIcon } from './icons.tsx';

/** The round × in a dialog's corner; the focus trap knows it by data-dialog-close and focuses it last. */
export function DialogCloseButton({ onClose, className }: { onClose: () => void; className?: string }) {
  const { t } = useTranslation('ui');
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={t('dialog.close')}
      data-dialog-close
      className={cn('-mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800', className)}
    >
      <CloseIcon className="size-5" />
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ADMIN_REASON_MAX, ADMIN_REASON_MIN } from '@sokoni/domain/contracts/admin';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { FieldError, FieldHint, describedBy } from '../../../components/ui/field-parts.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { cn } from '../../../lib/cn.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { i18n } from '../../../i18n/i18n.ts';

export interface ReasonModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  /** Suspensions, rejections and cancellations must say why; some reinstatements may not. */
  reasonRequired?: boolean;
  hint?: string;
  /** Resolves when the server agreed (the modal closes); rejects to keep it open with the reason why. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** Checks the reason as the server will, so the admin hears about it before sending. */
export function reasonError(reason: string, required: boolean): string | null {
  const text = reason.trim();
  if (!text) return required ? i18n.t('admin:reason.required') : null;
  if (text.length < ADMIN_REASON_MIN) return i18n.t('admin:reason.tooShort', { count: ADMIN_REASON_MIN });
  if (text.length > ADMIN_REASON_MAX) return i18n.t('admin:reason.tooLong', { count: ADMIN_REASON_MAX });
  return null;
}

/** A confirmation that asks for a reason (suspend, reject, reinstate, cancel), with progress and the server's answer. */
export function ReasonModal({ open, onClose, title, description, confirmLabel, confirmVariant = 'danger', reasonRequired = true, hint, onConfirm }: ReasonModalProps) {
  const { t } = useTranslation('admin');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const formId = useId();
  const { formRef, values, set, errors, failure, submitting: pending, reset, onSubmit } = useCheckedForm({
    initial: { reason: '' },
    check: ({ reason }) => {
      const problem = reasonError(reason, reasonRequired);
      return problem ? { reason: problem } : null;
    },
    // Fix-as-you-type once a refused confirm has shown the problem.
    onEdit: 'recheck',
    failureOf: (err) => messageOf(err, t('reason.didNotWork')),
    async save({ reason }) {
      await onConfirm(reason.trim());
      onClose();
    },
  });
  const reason = values.reason;
  const error = errors.reason;

  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const length = reason.trim().length;
  return (
    <Modal
      open={open}
      onClose={pending ? () => undefined : onClose}
      title={title}
      description={description}
      initialFocusRef={fieldRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('moneyBack.back')}
          </Button>
          <Button type="submit" form={formId} variant={confirmVariant} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} onSubmit={onSubmit} noValidate className="space-y-3">
        <div>
          <div className="mb-1.5 flex items-baseline justify-between gap-3">
            <label htmlFor={id} className="text-sm font-medium text-stone-800">
              {t('reason.label')}
              {!reasonRequired && <span className="font-normal text-stone-500"> {t('reason.optional')}</span>}
            </label>
            <span className={cn('text-xs tabular-nums', length > ADMIN_REASON_MAX ? 'font-semibold text-red-700' : 'text-stone-500')}>
              {length}/{ADMIN_REASON_MAX}
            </span>
          </div>
          <textarea
            ref={fieldRef}
            id={id}
            rows={4}
            value={reason}
            required={reasonRequired}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            onChange={(event) => set('reason')(event.target.value)}
            className={cn(
              'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm focus:outline-none focus:ring-2 sm:text-sm',
              error ? 'border-red-500 focus:ring-red-200' : 'border-stone-300 focus:border-primary-600 focus:ring-primary-200',
            )}
          />
          <FieldHint id={id}>{hint}</FieldHint>
          <FieldError id={id}>{error}</FieldError>
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}

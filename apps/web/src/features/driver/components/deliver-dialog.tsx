import { PIN_PATTERN } from '@sokoni/domain/delivery-pin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';

/** The forms' field names. */
const PIN = 'pin';
const NOTE = 'note';

export interface DeliverDialogProps {
  orderNumber: string;
  open: boolean;
  onClose: () => void;
  onPin: (pin: string) => Promise<unknown>;
  onUnreachable: (note: string, photo: File) => Promise<unknown>;
}

function PinForm({ onPin, onUnreachable }: { onPin: DeliverDialogProps['onPin']; onUnreachable: () => void }) {
  const { t } = useTranslation('driver');
  const form = useCheckedForm({
    initial: { pin: '' },
    check: ({ pin }) => (PIN_PATTERN.test(pin.trim()) ? null : { pin: t('deliver.pinMissing') }),
    save: async ({ pin }) => {
      await onPin(pin.trim());
    },
  });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('deliver.pin')}
        hint={t('deliver.pinHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        {...form.bind(PIN)}
        error={form.errors.pin}
      />
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full" loading={form.submitting}>
        {form.submitting ? t('deliver.confirming') : t('deliver.confirm')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onUnreachable} disabled={form.submitting}>
        {t('deliver.unreachable')}
      </Button>
    </form>
  );
}

function UnreachableForm({ onUnreachable, onBack }: { onUnreachable: DeliverDialogProps['onUnreachable']; onBack: () => void }) {
  const { t } = useTranslation('driver');
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useCheckedForm({
    initial: { note: '' },
    check: ({ note }) => {
      if (note.trim().length < 10) return { note: t('deliver.noteTooShort') };
      return photo ? null : t('deliver.photoMissing');
    },
    save: async ({ note }) => {
      await onUnreachable(note.trim(), photo!);
    },
  });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-stone-700">{t('deliver.unreachableText')}</p>
      <TextField label={t('deliver.note')} placeholder={t('deliver.notePlaceholder')} {...form.bind(NOTE)} error={form.errors.note} />
      <FileField label={t('deliver.photo')} accept="image/*" capture="environment" onFileChange={setPhoto} />
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full" loading={form.submitting}>
        {form.submitting ? t('deliver.sending') : t('deliver.withoutPin')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack} disabled={form.submitting}>
        {t('deliver.backToPin')}
      </Button>
    </form>
  );
}

/** 'Mark as Delivered': the customer's PIN proves the hand-over, or a photo and a note when they cannot be reached. */
export function DeliverDialog({ orderNumber, open, onClose, onPin, onUnreachable }: DeliverDialogProps) {
  const { t } = useTranslation('driver');
  const [unreachable, setUnreachable] = useState(false);
  const close = () => {
    setUnreachable(false);
    onClose();
  };
  return (
    <Modal open={open} onClose={close} size="sm" title={unreachable ? t('deliver.unreachable') : t('deliver.title')} description={t('orderCard.label', { number: orderNumber })}>
      {unreachable ? <UnreachableForm onUnreachable={onUnreachable} onBack={() => setUnreachable(false)} /> : <PinForm onPin={onPin} onUnreachable={() => setUnreachable(true)} />}
    </Modal>
  );
}

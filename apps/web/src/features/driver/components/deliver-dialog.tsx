import { PIN_PATTERN } from '@sokoni/domain/delivery-pin';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';

export interface DeliverDialogProps {
  orderNumber: string;
  open: boolean;
  onClose: () => void;
  onPin: (pin: string) => Promise<unknown>;
  onUnreachable: (note: string, photo: File) => Promise<unknown>;
}

function PinForm({ onPin, onUnreachable }: { onPin: DeliverDialogProps['onPin']; onUnreachable: () => void }) {
  const form = useCheckedForm({
    initial: { pin: '' },
    check: ({ pin }) => (PIN_PATTERN.test(pin.trim()) ? null : { pin: "Enter the customer's 4-digit PIN." }),
    save: async ({ pin }) => {
      await onPin(pin.trim());
    },
  });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      <TextField
        label="Customer's delivery PIN"
        hint="Ask the customer: it is on their order page."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        {...form.bind('pin')}
        error={form.errors.pin}
      />
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full" loading={form.submitting}>
        {form.submitting ? 'Confirming…' : 'Confirm delivery'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onUnreachable} disabled={form.submitting}>
        Customer not reachable
      </Button>
    </form>
  );
}

function UnreachableForm({ onUnreachable, onBack }: { onUnreachable: DeliverDialogProps['onUnreachable']; onBack: () => void }) {
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useCheckedForm({
    initial: { note: '' },
    check: ({ note }) => {
      if (note.trim().length < 10) return { note: 'Say who took the order or where you left it (at least 10 characters).' };
      return photo ? null : 'Add a photo of the hand-over.';
    },
    save: async ({ note }) => {
      await onUnreachable(note.trim(), photo!);
    },
  });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-stone-700">Hand over without the PIN only after trying to call. Support reviews every such delivery.</p>
      <TextField label="What happened" placeholder="Left with the caretaker, Mr Kamau, at the gate" {...form.bind('note')} error={form.errors.note} />
      <FileField label="Photo of the hand-over" accept="image/*" capture="environment" onFileChange={setPhoto} />
      <FormAlert message={form.failure} />
      <Button type="submit" className="w-full" loading={form.submitting}>
        {form.submitting ? 'Sending…' : 'Deliver without PIN'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack} disabled={form.submitting}>
        Back to the PIN
      </Button>
    </form>
  );
}

/** 'Mark as Delivered': the customer's PIN proves the hand-over, or a photo and a note when they cannot be reached. */
export function DeliverDialog({ orderNumber, open, onClose, onPin, onUnreachable }: DeliverDialogProps) {
  const [unreachable, setUnreachable] = useState(false);
  const close = () => {
    setUnreachable(false);
    onClose();
  };
  return (
    <Modal open={open} onClose={close} size="sm" title={unreachable ? 'Customer not reachable' : 'Deliver the order'} description={`Order ${orderNumber}`}>
      {unreachable ? <UnreachableForm onUnreachable={onUnreachable} onBack={() => setUnreachable(false)} /> : <PinForm onPin={onPin} onUnreachable={() => setUnreachable(true)} />}
    </Modal>
  );
}

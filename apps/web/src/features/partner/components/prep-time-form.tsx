import { ZPrepTimeRequest, type TPartner } from '@sokoni/domain/contracts/partner';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useSetPrepTime } from '../api/set-prep-time.ts';

/** 'Scheduled orders': how long before the time slot the order rings as a new one. */
export function PrepTimeForm({ partner }: { partner: TPartner }) {
  const save = useSetPrepTime(partner._id);
  const { formRef, bind, failure, submitting, onSubmit } = useCheckedForm<{ minutes: string }>({
    initial: { minutes: String(partner.prepMinutes ?? 20) },
    check: (v) => {
      const parsed = ZPrepTimeRequest.safeParse({ minutes: Number(v.minutes) });
      return parsed.success ? null : { minutes: parsed.error.issues[0]?.message ?? 'Enter the minutes.' };
    },
    failureOf: (error) => messageOf(error, 'The prep time could not be saved. Please try again.'),
    async save(_parsed, current) {
      await save.mutateAsync(Number(current.minutes));
      showToast('Prep time saved.');
    },
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Scheduled orders" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 className="text-sm font-bold text-stone-900">Scheduled orders</h3>
      <FormAlert message={failure} />
      <TextField label="Alert me this many minutes before the time slot" type="number" inputMode="numeric" min={5} max={240} {...bind('minutes')} />
      <Button type="submit" size="sm" loading={submitting}>
        Save prep time
      </Button>
    </form>
  );
}

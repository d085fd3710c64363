import { ZUserProfileUpdate, type TUser } from '@sokoni/domain/contracts/auth';
import { MapPicker } from '../../../components/map/map-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const LABELS = { names: 'Full name', email: 'Email', phoneNumber: 'Phone number', town: 'Town', location: 'Location', smsUpdates: 'Order texts' };
type Fields = Pick<TUser, 'names' | 'email' | 'phoneNumber' | 'town' | 'location' | 'smsUpdates'>;

/** Edit and save the profile (PUT /api/user/update-profile). */
export function ProfileForm({ user, onDone }: { user: TUser; onDone: () => void }) {
  const save = useUpdateProfile();
  const { formRef, values: form, set, bind, errors, failure, onSubmit } = useCheckedForm({
    initial: (): Fields => ({
      names: user.names,
      email: user.email,
      phoneNumber: user.phoneNumber,
      town: user.town,
      location: user.location,
      smsUpdates: user.smsUpdates,
    }),
    schema: ZUserProfileUpdate,
    labels: LABELS,
    failureOf: (error) => messageOf(error, 'Your profile could not be saved. Please try again.'),
    async save(parsed) {
      await save.mutateAsync(parsed);
      showToast('Profile saved.');
      onDone();
    },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" {...bind('names')} />
        <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
        <TextField label="Phone number" type="tel" autoComplete="tel" {...bind('phoneNumber')} />
        <TextField label="Town" autoComplete="address-level2" {...bind('town')} />
      </div>
      <MapPicker value={form.location} onChange={set('location')} town={form.town} error={errors['location']} />
      <label className="flex items-start gap-3 text-sm text-stone-700">
        <input
          type="checkbox"
          name="smsUpdates"
          className="mt-0.5 size-4 accent-primary-700"
          checked={form.smsUpdates}
          onChange={(event) => set('smsUpdates')(event.target.checked)}
        />
        <span>
          Text me when my driver is on the way and when my order is delivered
          <span className="block text-xs text-stone-500">Order confirmations are always sent by SMS.</span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}

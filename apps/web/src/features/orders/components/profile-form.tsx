import { ZUserProfileUpdate, type TUser } from '@sokoni/domain/contracts/auth';
import { useRef, useState, type FormEvent } from 'react';
import { MapPicker } from '../../../components/map/map-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { fieldErrors, focusFirstInvalid } from '../../../lib/form-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const LABELS = { names: 'Full name', email: 'Email', phoneNumber: 'Phone number', town: 'Town', location: 'Location' };
type Fields = Pick<TUser, 'names' | 'email' | 'phoneNumber' | 'town' | 'location'>;

/** Edit and save the profile (PUT /api/user/update-profile). */
export function ProfileForm({ user, onDone }: { user: TUser; onDone: () => void }) {
  const save = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<Fields>({ names: user.names, email: user.email, phoneNumber: user.phoneNumber, town: user.town, location: user.location });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Fields) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const bind = (key: Exclude<keyof Fields, 'location'>) => ({ name: key, value: form[key], error: errors[key], onChange: (e: { target: { value: string } }) => set(key)(e.target.value) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ZUserProfileUpdate.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, LABELS));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      showToast('Profile saved.');
      onDone();
    } catch (error) {
      setFailure(messageOf(error, 'Your profile could not be saved. Please try again.'));
    }
  };

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

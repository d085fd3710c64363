import { useTranslation } from 'react-i18next';
import { ZUserProfileUpdate, type TUser } from '@sokoni/domain/contracts/auth';
import { MapPicker } from '../../../components/map/map-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type Fields = Pick<TUser, 'names' | 'email' | 'phoneNumber' | 'town' | 'location' | 'smsUpdates'>;

/** Edit and save the profile (PUT /api/user/update-profile). */
export function ProfileForm({ user, onDone }: { user: TUser; onDone: () => void }) {
  const { t } = useTranslation('orders');
  const save = useUpdateProfile();
  const labels = {
    names: t('profile.names'),
    email: t('profile.email'),
    phoneNumber: t('profile.phoneNumber'),
    town: t('profile.town'),
    location: t('profile.location'),
    smsUpdates: t('profile.orderTexts'),
  };
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
    labels,
    failureOf: (error) => messageOf(error, t('profileForm.failed')),
    async save(parsed) {
      await save.mutateAsync(parsed);
      showToast(t('profileForm.saved'));
      onDone();
    },
  });

  const fields = { names: bind('names'), email: bind('email'), phoneNumber: bind('phoneNumber'), town: bind('town') };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.names} autoComplete="name" {...fields.names} />
        <TextField label={labels.email} type="email" autoComplete="email" {...fields.email} />
        <TextField label={labels.phoneNumber} type="tel" autoComplete="tel" {...fields.phoneNumber} />
        <TextField label={labels.town} autoComplete="address-level2" {...fields.town} />
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
          {t('profileForm.smsUpdates')}
          <span className="block text-xs text-stone-500">{t('profileForm.smsAlways')}</span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('profileForm.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? t('profileForm.saving') : t('profileForm.save')}
        </Button>
      </div>
    </form>
  );
}

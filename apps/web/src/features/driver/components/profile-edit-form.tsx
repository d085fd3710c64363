import type { TDriver } from '@sokoni/domain/contracts/driver';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { updateDriverDetails } from '../api/update-driver-profile.ts';
import { useProfileForm } from '../hooks/use-profile-form.ts';
import { profileValuesOf } from '../lib/profile-values.ts';
import { DriverProfileFields } from './driver-profile-fields.tsx';
import { ProfileFieldset } from './profile-fieldset.tsx';
import { ProfileSaveFeedback } from './profile-save-feedback.tsx';

/** The Profile tab in edit mode: account contact details plus every profile part; Save or Cancel. */
export function ProfileEditForm({ driver, onDone }: { driver: TDriver; onDone: () => void }) {
  const { t } = useTranslation('driver');
  const form = useProfileForm({ ...profileValuesOf(driver), email: driver.email ?? '', phoneNumber: driver.phoneNumber }, updateDriverDetails, () => {
    showToast(t('profile.updated'));
    onDone();
  });
  const { values, bind } = form;
  // Each input's value and handlers, bound once per render.
  const fields = {
    phoneNumber: bind('phoneNumber'),
    email: bind('email'),
  };

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-5">
      <ProfileSaveFeedback failure={form.failure} missing={null} />
      <ProfileFieldset legend={t('profile.account')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('signup.phone')} type="tel" autoComplete="tel" {...fields.phoneNumber} />
          <TextField label={t('signup.email')} type="email" autoComplete="email" optional {...fields.email} />
        </div>
      </ProfileFieldset>
      <DriverProfileFields
        values={values}
        onChange={form.change}
        photo={form.photo}
        onPhotoChange={form.setPhoto}
        currentPhotoUrl={driver.profilePhotoUrl}
        locationError={form.locationError}
      />
      <div className="sticky bottom-0 -mx-4 flex gap-3 border-t border-stone-200 bg-stone-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:px-0">
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={onDone} disabled={form.saving}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none sm:min-w-40" loading={form.saving}>
          {form.saving ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

import type { TDriver } from '@sokoni/domain/contracts/driver';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { updateDriverProfile } from '../api/update-driver-profile.ts';
import { useProfileForm } from '../hooks/use-profile-form.ts';
import { missingProfileParts, profileValuesOf } from '../lib/profile-values.ts';
import { DriverProfileFields } from './driver-profile-fields.tsx';
import { ProfileSaveFeedback } from './profile-save-feedback.tsx';

/** The profile setup form: saved with update-profile; the server says whether the profile is complete. */
export function ProfileSetupForm({ driver, editing }: { driver: TDriver; editing: boolean }) {
  const { t } = useTranslation('driver');
  const navigate = useNavigate();
  const [missing, setMissing] = useState<string[] | null>(null);
  const form = useProfileForm(profileValuesOf(driver), updateDriverProfile, (saved) => {
    if (saved.profileCompleted) {
      showToast(t('profile.updated'));
      void navigate('/driver/dashboard', { replace: true });
    } else {
      setMissing(missingProfileParts(saved));
    }
  });

  const onSubmit = (event: FormEvent) => {
    setMissing(null);
    return form.onSubmit(event);
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <ProfileSaveFeedback failure={form.failure} missing={missing} />
      <DriverProfileFields
        values={form.values}
        onChange={form.change}
        photo={form.photo}
        onPhotoChange={form.setPhoto}
        currentPhotoUrl={driver.profilePhotoUrl}
        locationError={form.locationError}
      />
      {form.saving && (
        <p role="status" className="text-sm text-stone-600">
          {form.photo ? t('profile.savingWithPhoto') : t('profile.savingProfile')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {editing && (
          <ButtonLink to="/driver/dashboard?tab=profile" variant="secondary" size="lg">
            {t('profile.cancel')}
          </ButtonLink>
        )}
        <Button type="submit" size="lg" loading={form.saving} className="sm:min-w-48">
          {form.saving ? t('profile.saving') : t('profile.saveProfile')}
        </Button>
      </div>
    </form>
  );
}

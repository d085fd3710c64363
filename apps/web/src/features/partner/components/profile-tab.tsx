import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { Button } from '../../../components/ui/button.tsx';
import { PencilIcon } from './icons.tsx';
import { EmailVerificationStatus } from '../../../components/email-verification/email-verification-status.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfileUploads } from './profile-uploads.tsx';

export function ProfileTab({ partner }: { partner: TPartner }) {
  const { t } = useTranslation('partner');
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="profile-heading" className="space-y-4">
      <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        {editing ? (
          <>
            <h2 id="profile-heading" className="mb-5 text-lg font-bold text-stone-900 sm:text-xl">
              {t('profile.edit')}
            </h2>
            <ProfileForm partner={partner} onDone={() => setEditing(false)} />
          </>
        ) : (
          <>
            <ProfileDetails partner={partner} />
            <Button variant="secondary" className="mt-6 w-full sm:w-auto" onClick={() => setEditing(true)}>
              <PencilIcon className="size-4" />
              {t('profile.edit')}
            </Button>
          </>
        )}
      </div>
      {!editing && <EmailVerificationStatus role="partner" email={partner.email} />}
      {!editing && <ProfileUploads partner={partner} />}
    </section>
  );
}

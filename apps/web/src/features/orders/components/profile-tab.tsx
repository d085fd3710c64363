import { useTranslation } from 'react-i18next';
import type { TUser } from '@sokoni/domain/contracts/auth';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { EmailVerificationStatus } from '../../../components/email-verification/email-verification-status.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SavedLocationsSection } from './saved-locations-section.tsx';
import { CreditBalance } from './credit-balance.tsx';

/** Profile: the customer's details (view, edit, save) and their saved locations. */
export function ProfileTab({ user }: { user: TUser }) {
  const { t } = useTranslation('orders');
  const [editing, setEditing] = useState(false);
  const details = [
    { label: t('profile.username'), value: user.username },
    { label: t('profile.names'), value: user.names },
    { label: t('profile.email'), value: user.email },
    { label: t('profile.phoneNumber'), value: user.phoneNumber },
    { label: t('profile.town'), value: user.town },
    { label: t('profile.location'), value: user.location },
    { label: t('profile.orderTexts'), value: user.smsUpdates ? t('profile.textsAll') : t('profile.textsConfirmation') },
  ];
  return (
    <div className="space-y-5">
      <section aria-labelledby="profile-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex items-center gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-700 text-white">
            <UserIcon className="size-6" />
          </span>
          <h2 id="profile-heading" className="min-w-0 flex-1 truncate text-lg font-bold text-stone-900">
            {editing ? t('profile.editProfile') : user.names || user.username}
          </h2>
          {!editing && (
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              {t('profile.edit')}
            </Button>
          )}
        </div>
        <div className="mt-5">
          {editing ? (
            <ProfileForm user={user} onDone={() => setEditing(false)} />
          ) : (
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {details.map((d) => (
                <div key={d.label} className="min-w-0">
                  <dt className="text-stone-500">{d.label}</dt>
                  <dd className="truncate font-medium text-stone-900">{d.value || t('profile.empty')}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </section>
      <CreditBalance user={user} />
      {!editing && <EmailVerificationStatus role="user" email={user.email} />}
      <SavedLocationsSection userId={user._id} />
    </div>
  );
}

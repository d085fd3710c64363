import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormSkeleton } from '../../../components/ui/skeleton.tsx';
import { driverProfileQueryOptions } from '../api/get-driver-profile.ts';
import { useMinDelay } from '../hooks/use-min-delay.ts';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { EmailVerificationStatus } from '../../../components/email-verification/email-verification-status.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { ProfileView } from './profile-view.tsx';

/** The Profile tab: view, then edit with Save or Cancel. */
export function ProfileTab() {
  const { t } = useTranslation('driver');
  const query = useQuery(driverProfileQueryOptions());
  const [editing, setEditing] = useState(false);
  const waited = useMinDelay();

  if (!waited || query.isPending) return <FormSkeleton fields={5} label={t('profile.loading')} />;
  if (query.isError) return <ErrorState title={t('profile.fetchFailed')} onRetry={() => void query.refetch()} />;
  if (editing) return <ProfileEditForm driver={query.data} onDone={() => setEditing(false)} />;
  return (
    <div className="space-y-4">
      <ProfileView driver={query.data} />
      <EmailVerificationStatus role="driver" email={query.data.email} />
      <DocumentsSection driver={query.data} />
      <Button onClick={() => setEditing(true)} className="w-full sm:w-auto">
        {t('profile.edit')}
      </Button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { RequireSession } from '../../../components/session/require-session.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LogOutIcon } from '../../../components/ui/icons.tsx';
import { FormSkeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogout } from '../../../lib/use-logout.ts';
import { DriverStatusBadge } from '../components/driver-status-badge.tsx';
import { ProfileSetupForm } from '../components/profile-setup-form.tsx';
import { useFreshDriver } from '../hooks/use-fresh-driver.ts';
import { useMinDelay } from '../hooks/use-min-delay.ts';

/**
 * /driver/profile-setup. A complete profile goes to the dashboard, unless the driver came here
 * to edit it (`?edit`).
 */
export function DriverProfileSetupPage() {
  const { t } = useTranslation('driver');
  useDocumentTitle(t('pages.setupTitle'));
  return <RequireSession role="driver">{({ profile }) => <ProfileSetup stored={profile} />}</RequireSession>;
}

function ProfileSetup({ stored }: { stored: TDriver }) {
  const { t } = useTranslation('driver');
  const navigate = useNavigate();
  const logout = useLogout('driver');
  const editing = useSearchParams()[0].has('edit');
  const waited = useMinDelay();
  const query = useFreshDriver();
  const complete = !!query.data?.profileCompleted && !editing;

  useEffect(() => {
    if (complete) void navigate('/driver/dashboard', { replace: true });
  }, [complete, navigate]);

  const ready = waited && !query.isPending && !complete;
  const driver = query.data ?? stored;

  return (
    <PageShell footer={false}>
      <div className="mx-auto max-w-2xl px-4 pb-12 pt-6 sm:px-6">
        <header className="mb-6 flex items-start gap-4">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold uppercase tracking-wider text-primary-700">{t('pages.setupKicker')}</p>
            <h1 className="mt-0.5 text-2xl font-bold tracking-tight text-stone-900">{editing ? t('pages.editHeading') : t('pages.completeHeading')}</h1>
            <p className="mt-1 text-sm text-stone-600">
              {t('pages.setupText')}
            </p>
            <div className="mt-2">
              <DriverStatusBadge driver={driver} />
            </div>
          </div>
          <Button variant="ghost" size="sm" onClick={logout} className="shrink-0">
            <LogOutIcon className="size-4.5" />
            {t('header.logout')}
          </Button>
        </header>
        {query.isError && (
          <Alert tone="error" className="mb-5">
            {t('profile.fetchFailed')}
          </Alert>
        )}
        {ready ? <ProfileSetupForm key={driver._id} driver={driver} editing={editing} /> : <FormSkeleton fields={6} label={t('profile.loading')} />}
      </div>
    </PageShell>
  );
}

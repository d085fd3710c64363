import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { AccountOverview } from '../../../components/session/account-overview.tsx';
import { RequireSession } from '../../../components/session/require-session.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogout } from '../../../lib/use-logout.ts';
import { DriverStatusBadge } from '../components/driver-status-badge.tsx';

export function DriverProfileSetupPage() {
  useDocumentTitle('Driver profile setup');
  const logout = useLogout('driver');
  return (
    <RequireSession role="driver">
      {({ profile: driver }) => (
        <PageShell>
          <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
            <AccountOverview
              kind="Driver profile setup"
              name={driver.username}
              badge={<DriverStatusBadge driver={driver} />}
              details={[
                { label: 'Phone number', value: driver.phoneNumber },
                { label: 'Plate number', value: driver.vehicleDetails.plateNumber },
              ]}
              onLogout={logout}
            />
          </div>
          <ComingSoon
            headingLevel={2}
            title="Complete your driver profile"
            description="Add your vehicle, emergency contact, photo and the town you deliver in, so shops and customers know who is coming."
            actions={<ButtonLink to="/driver/dashboard">Go to the dashboard</ButtonLink>}
          />
        </PageShell>
      )}
    </RequireSession>
  );
}

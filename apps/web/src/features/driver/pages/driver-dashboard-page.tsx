import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { AccountOverview } from '../../../components/session/account-overview.tsx';
import { RequireSession } from '../../../components/session/require-session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogout } from '../../../lib/use-logout.ts';
import { DriverStatusBadge } from '../components/driver-status-badge.tsx';

export function DriverDashboardPage() {
  useDocumentTitle('Driver dashboard');
  const logout = useLogout('driver');
  return (
    <RequireSession role="driver">
      {({ profile: driver }) => (
        <PageShell>
          <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
            <AccountOverview
              kind="Driver dashboard"
              name={driver.username}
              badge={<DriverStatusBadge driver={driver} />}
              details={[
                { label: 'Phone number', value: driver.phoneNumber },
                { label: 'Email', value: driver.email },
                { label: 'Plate number', value: driver.vehicleDetails.plateNumber },
                { label: 'Status', value: driver.status },
              ]}
              onLogout={logout}
            />
          </div>
          <ComingSoon
            headingLevel={2}
            title="Available, active and completed orders"
            description="Orders ready for pickup near you, your deliveries in progress and your earnings will appear here."
          />
        </PageShell>
      )}
    </RequireSession>
  );
}

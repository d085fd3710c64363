import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { RequireSession } from '../../../components/session/require-session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogout } from '../../../lib/use-logout.ts';
import { PartnerOverview } from '../components/partner-overview.tsx';
import { useFreshPartnerDetails } from '../hooks/use-fresh-partner-details.ts';

function FreshDetails() {
  useFreshPartnerDetails();
  return null;
}

/** /dashboard and /user. */
export function PartnerDashboardPage() {
  useDocumentTitle('Store dashboard');
  const logout = useLogout('partner');
  return (
    <RequireSession role="partner">
      {({ profile: partner }) => (
        <PageShell>
          <FreshDetails />
          <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
            <PartnerOverview partner={partner} onLogout={logout} />
          </div>
          <ComingSoon
            headingLevel={2}
            title="Products, orders and sales"
            description="Manage your products, move orders along, see your sales and share your store's QR code — all from here, very soon."
          />
        </PageShell>
      )}
    </RequireSession>
  );
}

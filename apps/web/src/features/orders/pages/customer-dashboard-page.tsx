import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { AccountOverview } from '../../../components/session/account-overview.tsx';
import { RequireSession } from '../../../components/session/require-session.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogout } from '../../../lib/use-logout.ts';

export function CustomerDashboardPage() {
  useDocumentTitle('My account');
  const logout = useLogout('user');
  return (
    <RequireSession role="user">
      {({ profile: user }) => (
        <PageShell>
          <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
            <AccountOverview
              kind="My account"
              name={user.names || user.username}
              details={[
                { label: 'Username', value: user.username },
                { label: 'Phone number', value: user.phoneNumber },
                { label: 'Email', value: user.email },
                { label: 'Town', value: user.town },
              ]}
              onLogout={logout}
            />
          </div>
          <ComingSoon
            headingLevel={2}
            title="My orders"
            description="Track your current orders, confirm deliveries and look back at past orders here."
            actions={<ButtonLink to="/menu">Start shopping</ButtonLink>}
          />
        </PageShell>
      )}
    </RequireSession>
  );
}

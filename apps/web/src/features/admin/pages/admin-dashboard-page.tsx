import { Navigate } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { AccountOverview } from '../../../components/session/account-overview.tsx';
import { RequireSession } from '../../../components/session/require-session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogout } from '../../../lib/use-logout.ts';

/** /superuserdashboard: only for a store whose role is admin (the server checks every call too). */
export function AdminDashboardPage() {
  useDocumentTitle('Admin dashboard');
  const logout = useLogout('partner');
  return (
    <RequireSession role="partner">
      {({ profile: admin }) =>
        admin.role !== 'admin' ? (
          <Navigate to="/dashboard" replace />
        ) : (
          <PageShell>
            <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
              <AccountOverview
                kind="Admin dashboard"
                name={admin.businessName}
                badge={<span className="inline-flex rounded-full bg-stone-900 px-2.5 py-0.5 text-xs font-semibold text-white">Administrator</span>}
                details={[
                  { label: 'Email', value: admin.email },
                  { label: 'Contact number', value: admin.contactNumber },
                ]}
                onLogout={logout}
              />
            </div>
            <ComingSoon
              headingLevel={2}
              title="Platform administration"
              description="Verify stores and drivers, watch orders across every town and handle disputes from here."
            />
          </PageShell>
        )
      }
    </RequireSession>
  );
}

import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TUser } from '@sokoni/domain/contracts/auth';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { RequireSession } from '../../../components/session/require-session.tsx';
import { updateRoleProfile } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogout } from '../../../lib/use-logout.ts';
import { profileQueryOptions } from '../api/get-profile.ts';
import { CurrentOrdersTab } from '../components/current-orders-tab.tsx';
import { DASHBOARD_TABS, DashboardActions, DashboardTabs, type DashboardTab } from '../components/dashboard-tabs.tsx';
import { PastOrdersTab } from '../components/past-orders-tab.tsx';
import { ProfileTab } from '../components/profile-tab.tsx';
import { useOrderUpdates } from '../hooks/use-order-updates.ts';

function tabOf(value: string | null): DashboardTab {
  return DASHBOARD_TABS.some((t) => t.id === value) ? (value as DashboardTab) : 'orders';
}

function Dashboard({ user, token }: { user: TUser; token: string }) {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const logout = useLogout('user');
  useOrderUpdates(token);

  // The stored user follows the server's copy; a failed refresh keeps the stored one (spec: swallowed).
  const me = useQuery(profileQueryOptions());
  useEffect(() => {
    if (me.data) updateRoleProfile('user', me.data);
  }, [me.data]);

  const select = (next: DashboardTab) => setParams(next === 'orders' ? {} : { tab: next }, { replace: true });
  const heading = t(`dashboard.tabs.${tab}`);

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-primary-700">{t('dashboard.myAccount')}</p>
          <p className="mt-0.5 truncate text-2xl font-bold text-stone-900">{t('dashboard.hello', { name: user.names || user.username })}</p>
        </div>
        <DashboardActions onLogout={logout} />
      </div>
      <DashboardTabs current={tab} onSelect={select} />
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} tabIndex={-1} className="focus:outline-none">
        <h1 className="sr-only">{heading}</h1>
        {tab === 'profile' && <ProfileTab user={user} />}
        {tab === 'orders' && <CurrentOrdersTab userId={user._id} />}
        {tab === 'past' && <PastOrdersTab />}
      </section>
    </div>
  );
}

/** /customer-dashboard: Profile, My Orders (default), My Past Orders, Logout and Home. */
export function CustomerDashboardPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('dashboard.docTitle'));
  return (
    <RequireSession role="user">
      {({ profile, token }) => (
        <PageShell>
          <Dashboard user={profile} token={token} />
        </PageShell>
      )}
    </RequireSession>
  );
}

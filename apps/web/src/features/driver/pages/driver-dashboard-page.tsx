import { useTranslation } from 'react-i18next';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { OrderAlertsPrompt } from '../../../components/layout/order-alerts-prompt.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { RequireSession } from '../../../components/session/require-session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogout } from '../../../lib/use-logout.ts';
import { ActiveOrdersTab } from '../components/active-orders-tab.tsx';
import { AvailabilityPanel } from '../components/availability-panel.tsx';
import { AvailableOrdersTab } from '../components/available-orders-tab.tsx';
import { CompletedOrdersTab } from '../components/completed-orders-tab.tsx';
import { DashboardHeader } from '../components/dashboard-header.tsx';
import { panelId, tabId, tabOf, type DashboardTab } from '../components/dashboard-tab-ids.ts';
import { DashboardTabs } from '../components/dashboard-tabs.tsx';
import { EarningsTab } from '../components/earnings-tab.tsx';
import { RiderCashSummary } from '../components/rider-cash-summary.tsx';
import { ProfileTab } from '../components/profile-tab.tsx';
import { watchFirstClick } from '../../../lib/new-order-sound.ts';
import { useFreshDriver } from '../hooks/use-fresh-driver.ts';
import { useLiveOrders } from '../hooks/use-live-orders.ts';

/** /driver/dashboard. */
export function DriverDashboardPage() {
  const { t } = useTranslation('driver');
  useDocumentTitle(t('pages.dashboardTitle'));
  return <RequireSession role="driver">{({ profile, token }) => <DriverDashboard driver={profile} token={token} />}</RequireSession>;
}

function DriverDashboard({ driver, token }: { driver: TDriver; token: string }) {
  const navigate = useNavigate();
  const logout = useLogout('driver');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const fresh = useFreshDriver();
  const live = useLiveOrders(driver._id, token);
  const { markSeen } = live;

  useEffect(() => watchFirstClick(), []);
  // An unfinished profile is finished first, as on login.
  const incomplete = fresh.data?.profileCompleted === false;
  useEffect(() => {
    if (incomplete) void navigate('/driver/profile-setup', { replace: true });
  }, [incomplete, navigate]);
  // Looking at the Available list counts as having seen what is on it.
  useEffect(() => {
    if (tab === 'available') markSeen();
  }, [tab, markSeen]);

  const select = (next: DashboardTab) => setParams(next === 'available' ? {} : { tab: next }, { replace: true });
  const openBell = () => {
    markSeen();
    select('available');
  };

  return (
    <PageShell footer={false}>
      <div className="mx-auto max-w-3xl space-y-4 px-4 pb-12 pt-4 sm:px-6 sm:pt-6">
        <DashboardHeader driver={driver} newOrders={live.unseen.size} connected={live.connected} onBell={openBell} onLogout={logout} />
        <RiderCashSummary driverId={driver._id} />
        {fresh.data?.verificationStatus === 'Approved' && !fresh.data.suspended && (
          <>
            <OrderAlertsPrompt role="driver" />
            <AvailabilityPanel driver={driver} />
          </>
        )}
        <DashboardTabs current={tab} onSelect={select} />
        <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={-1} className="focus:outline-none">
          {tab === 'profile' && <ProfileTab />}
          {tab === 'available' && <AvailableOrdersTab driver={driver} newIds={live.unseen} onAccepted={() => select('active')} />}
          {tab === 'active' && <ActiveOrdersTab driver={driver} />}
          {tab === 'completed' && <CompletedOrdersTab driver={driver} />}
          {tab === 'earnings' && <EarningsTab driver={driver} />}
        </div>
      </div>
    </PageShell>
  );
}

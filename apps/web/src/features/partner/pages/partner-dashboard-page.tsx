import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { PageShell } from '../../../components/layout/page-shell.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogout } from '../../../lib/use-logout.ts';
import { partnerQueryOptions } from '../api/get-partner.ts';
import { AccountSkeleton } from '../components/account-skeleton.tsx';
import { DashboardHeader } from '../components/dashboard-header.tsx';
import { DashboardNav, MobileMenu } from '../components/dashboard-nav.tsx';
import { parseTab, type DashboardTab } from '../components/dashboard-tabs.ts';
import { PartnerGate } from '../components/partner-gate.tsx';
import { OrderAlertsPrompt } from '../../../components/layout/order-alerts-prompt.tsx';
import { NotificationBell } from '../components/notification-bell.tsx';
import { HoursTab } from '../components/hours-tab.tsx';
import { NotificationsTab } from '../components/notifications-tab.tsx';
import { OrderSummaryModal } from '../components/order-summary-modal.tsx';
import { OrdersTab } from '../components/orders-tab.tsx';
import { ProfileTab } from '../components/profile-tab.tsx';
import { SalesTab } from '../components/sales-tab.tsx';
import { EarningsTab } from '../components/earnings-tab.tsx';
import { ShareTab } from '../components/share-tab.tsx';
import { ShopTab } from '../components/shop-tab.tsx';
import { FirstProductPanel } from '../components/first-product-panel.tsx';
import { useOwnProducts } from '../api/get-own-products.ts';
import { useDashboardLive } from '../hooks/use-dashboard-live.ts';
import { useFreshPartnerDetails } from '../hooks/use-fresh-partner-details.ts';
import { useNotificationsController } from '../hooks/use-notifications-controller.ts';
import { watchFirstClick } from '../../../lib/new-order-sound.ts';
import { ProblemsTab } from '../components/problems-tab.tsx';
import { usePartnerOrders } from '../api/get-partner-orders.ts';
import { useNewOrderAlarm } from '../hooks/use-new-order-alarm.ts';
import { useOpenedOrders } from '../hooks/opened-orders.ts';

/** The spec's account-page skeleton time. */
const ACCOUNT_SKELETON_MS = 600;

function Dashboard({ stored, token }: { stored: TPartner; token: string }) {
  const { t } = useTranslation('partner');
  useFreshPartnerDetails();
  const partner = useQuery(partnerQueryOptions()).data ?? stored;
  const logout = useLogout('partner');
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  // Until the shop has a product, opening the dashboard leads to adding one, not to its (empty) orders.
  const products = useOwnProducts(partner._id);
  const editing = params.get('product');
  const opening = params.get('tab') === null && !editing;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const [warm, setWarm] = useState(false);
  const notifications = useNotificationsController(partner._id);
  useDashboardLive(partner._id, token, notifications);
  useDocumentTitle(t('dashboard.documentTitle', { tab: t(`tabs.${tab}`) }));
  // Whatever tab is open, a new order nobody has answered or opened keeps calling.
  const opened = useOpenedOrders();
  const unanswered = (usePartnerOrders(partner._id).data ?? []).filter((s) => s.status === 'Pending' && !opened.has(s._id)).map((s) => s._id);
  useNewOrderAlarm(unanswered);

  useEffect(() => {
    watchFirstClick();
    const timer = setTimeout(() => setWarm(true), ACCOUNT_SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const select = (next: DashboardTab) => {
    setMenuOpen(false);
    setParams(next === 'orders' ? {} : { tab: next });
    window.scrollTo({ top: 0 });
  };
  const editProduct = (id: string | null) => setParams(id ? { tab: 'shop', product: id } : { tab: 'shop' }, { replace: id === null });

  const nav = { active: tab, unreadCount: notifications.unreadCount, onSelect: select, onLogout: logout };
  let content;
  if (!warm || (opening && products.isPending)) content = <AccountSkeleton />;
  else if (opening && products.data?.length === 0) {
    content = <FirstProductPanel partner={partner} onAdd={() => editProduct('new')} onProfile={() => setParams({ tab: 'profile' })} />;
  } else if (tab === 'profile') content = <ProfileTab partner={partner} />;
  else if (tab === 'shop') content = <ShopTab partnerId={partner._id} editing={editing} onEdit={editProduct} />;
  else if (tab === 'hours') content = <HoursTab partner={partner} />;
  else if (tab === 'orders') content = <OrdersTab partnerId={partner._id} />;
  else if (tab === 'problems') content = <ProblemsTab token={token} />;
  else if (tab === 'sales') content = <SalesTab partnerId={partner._id} />;
  else if (tab === 'earnings') content = <EarningsTab partnerId={partner._id} />;
  else if (tab === 'share') content = <ShareTab slug={partner.slug} businessName={partner.businessName} />;
  else content = <NotificationsTab controller={notifications} />;

  return (
    <PageShell footer={false}>
      <div className="mx-auto max-w-5xl px-4 pb-12 pt-5 sm:px-6">
        <DashboardHeader
          partner={partner}
          bell={<NotificationBell controller={notifications} onSeeAll={() => select('notifications')} />}
          menuId={menuId}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((v) => !v)}
        />
        <MobileMenu id={menuId} open={menuOpen} {...nav} />
        <div className="mt-4">
          <DashboardNav {...nav} />
        </div>
        <div className="mt-5">
          {(tab === 'orders' || tab === 'notifications') && <OrderAlertsPrompt role="partner" />}
          {content}
        </div>
      </div>
      <OrderSummaryModal target={notifications.summary} partnerId={partner._id} onClose={notifications.closeSummary} />
    </PageShell>
  );
}

/** /dashboard and /user: the store owner's dashboard. */
export function PartnerDashboardPage() {
  return <PartnerGate>{({ profile, token }) => <Dashboard stored={profile} token={token} />}</PartnerGate>;
}

import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { RequireSession } from '../../../components/session/require-session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogout } from '../../../lib/use-logout.ts';
import { AdminConsole } from '../components/admin-console.tsx';
import { parseSection, type AdminSection } from '../components/admin-sections.ts';
import { AuditSection } from '../components/audit-section.tsx';
import { CustomersSection } from '../components/customers-section.tsx';
import { DriversSection } from '../components/drivers-section.tsx';
import { MessagesSection } from '../components/messages-section.tsx';
import { OrdersSection } from '../components/orders-section.tsx';
import { OverviewSection } from '../components/overview-section.tsx';
import { PartnersSection } from '../components/partners-section.tsx';
import { PromotionsSection } from '../components/promotions-section.tsx';
import { MoneySection } from '../components/money-section.tsx';
import { ProblemsSection } from '../components/problems-section.tsx';
import { PromosSection } from '../components/promos-section.tsx';
import { DeliveriesSection } from '../components/deliveries-section.tsx';

const SECTIONS: Record<AdminSection, () => React.JSX.Element> = {
  overview: OverviewSection,
  partners: PartnersSection,
  drivers: DriversSection,
  customers: CustomersSection,
  orders: OrdersSection,
  deliveries: DeliveriesSection,
  problems: ProblemsSection,
  money: MoneySection,
  messages: MessagesSection,
  promotions: PromotionsSection,
  promos: PromosSection,
  audit: AuditSection,
};

function Console({ admin }: { admin: TPartner }) {
  const [params, setParams] = useSearchParams();
  const section = parseSection(params.get('section'));
  const logout = useLogout('partner');
  const { t } = useTranslation('admin');
  useDocumentTitle(t('console.documentTitle', { section: t(`sections.${section}`) }));
  const select = (next: AdminSection) => {
    setParams(next === 'overview' ? {} : { section: next });
    window.scrollTo({ top: 0 });
  };
  const Section = SECTIONS[section];
  return (
    <AdminConsole admin={admin} active={section} onSelect={select} onLogout={logout}>
      <Section />
    </AdminConsole>
  );
}

/** /superuserdashboard: only for a store whose role is admin (the server checks every call too). */
export function AdminDashboardPage() {
  return (
    <RequireSession role="partner">{({ profile }) => (profile.role !== 'admin' ? <Navigate to="/dashboard" replace /> : <Console admin={profile} />)}</RequireSession>
  );
}

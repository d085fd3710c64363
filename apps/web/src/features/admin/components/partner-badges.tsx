import { useTranslation } from 'react-i18next';
import type { TAdminPartner } from '@sokoni/domain/contracts/admin';
import { StoreStatusBadge } from '../../../components/ui/store-status-badge.tsx';
import { Badge } from './badge.tsx';

export function PartnerBadges({ partner }: { partner: TAdminPartner }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {partner.role === 'admin' && <Badge tone="dark">{t('badges.admin')}</Badge>}
      {partner.suspended ? <Badge tone="red">{t('badges.suspended')}</Badge> : <Badge tone="green">{t('badges.active')}</Badge>}
      {partner.verified ? <Badge tone="blue">{t('badges.verified')}</Badge> : <Badge tone="amber">{t('badges.unverified')}</Badge>}
      {!partner.suspended && <StoreStatusBadge store={partner} />}
    </>
  );
}

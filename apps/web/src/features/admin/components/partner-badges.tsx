import type { TAdminPartner } from '@sokoni/domain/contracts/admin';
import { StoreStatusBadge } from '../../../components/ui/store-status-badge.tsx';
import { Badge } from './badge.tsx';

export function PartnerBadges({ partner }: { partner: TAdminPartner }) {
  return (
    <>
      {partner.role === 'admin' && <Badge tone="dark">Admin</Badge>}
      {partner.suspended ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>}
      {partner.verified ? <Badge tone="blue">Verified</Badge> : <Badge tone="amber">Unverified</Badge>}
      {!partner.suspended && <StoreStatusBadge store={partner} />}
    </>
  );
}

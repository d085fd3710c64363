import type { TPartner } from '@sokoni/domain/contracts/partner';
import { Link } from 'react-router';
import { AccountOverview } from '../../../components/session/account-overview.tsx';
import { cn } from '../../../lib/cn.ts';

export function PartnerOverview({ partner, onLogout }: { partner: TPartner; onLogout: () => void }) {
  return (
    <AccountOverview
      kind={partner.role === 'admin' ? 'Store dashboard · Admin' : 'Store dashboard'}
      name={partner.businessName}
      badge={
        <span
          className={cn(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
            partner.verified ? 'bg-primary-100 text-primary-800' : 'bg-accent-100 text-accent-700',
          )}
        >
          {partner.verified ? 'Verified store' : 'Awaiting verification'}
        </span>
      }
      details={[
        { label: 'Business type', value: partner.businessType },
        { label: 'Town', value: partner.town },
        { label: 'Contact number', value: partner.contactNumber },
        { label: 'Email', value: partner.email },
        {
          label: 'Store link',
          value: (
            <Link to={`/store/${partner.slug}`} className="text-primary-700 underline-offset-2 hover:underline">
              /store/{partner.slug}
            </Link>
          ),
        },
      ]}
      onLogout={onLogout}
    />
  );
}

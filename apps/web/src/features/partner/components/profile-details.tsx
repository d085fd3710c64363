import type { TPartner } from '@sokoni/domain/contracts/partner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';

function Detail({ label, children, wide = false }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-stone-500">{label}</dt>
      <dd className="break-words font-medium text-stone-900">{children || '—'}</dd>
    </div>
  );
}

/** The store as it is saved, with its verification state. */
export function ProfileDetails({ partner }: { partner: TPartner }) {
  const { t } = useTranslation('partner');
  const storePath = `/store/${partner.slug}`;
  return (
    <>
      <div className="flex items-center gap-4">
        <FallbackImage src={partner.profileImage} alt="" className="size-20 shrink-0 rounded-2xl border border-stone-200 object-cover" />
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-primary-700">{partner.role === 'admin' ? t('profile.storeAdmin') : t('profile.store')}</p>
          <h2 id="profile-heading" className="break-words text-xl font-bold text-stone-900 sm:text-2xl">
            {partner.businessName}
          </h2>
          <span
            className={cn(
              'mt-1 inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
              partner.verified ? 'bg-primary-100 text-primary-800' : 'bg-accent-100 text-accent-700',
            )}
          >
            {partner.verified ? t('profile.verified') : t('profile.awaitingVerification')}
          </span>
        </div>
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail label={t('profile.businessType')}>{partner.businessType}</Detail>
        <Detail label={t('profile.contactNumber')}>{partner.contactNumber}</Detail>
        <Detail label={t('profile.email')}>{partner.email}</Detail>
        <Detail label={t('profile.idNumber')}>{partner.idNumber}</Detail>
        <Detail label={t('profile.town')}>{partner.town}</Detail>
        <Detail label={t('profile.location')}>{partner.location}</Detail>
        <Detail label={t('profile.address')} wide>
          {partner.address}
        </Detail>
        <Detail label={t('profile.description')} wide>
          {partner.description && <span className="whitespace-pre-line font-normal">{partner.description}</span>}
        </Detail>
        <Detail label={t('profile.storeLink')}>
          <Link to={storePath} className="text-primary-700 underline-offset-2 hover:underline">
            {storePath}
          </Link>
        </Detail>
        <Detail label={t('profile.memberSince')}>{formatDateTime(partner.createdAt)}</Detail>
      </dl>
    </>
  );
}

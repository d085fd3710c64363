import { useTranslation } from 'react-i18next';
import type { TAdminPartner } from '@sokoni/domain/contracts/admin';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { FileIcon } from './admin-icons.tsx';
import { Badge } from './badge.tsx';
import { PartnerBadges } from './partner-badges.tsx';
import { formatDate } from '../../../lib/nairobi-time.ts';

/** One store in the list; the whole row opens its details. */
export function PartnerRow({ partner, onOpen }: { partner: TAdminPartner; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('openDetails', { name: partner.businessName })}
        className="flex w-full items-start gap-3 rounded-2xl border border-stone-200 bg-white p-3.5 text-left shadow-sm transition-colors hover:border-primary-300 sm:items-center sm:p-4"
      >
        <FallbackImage src={partner.profileImage} alt="" className="size-11 shrink-0 rounded-xl border border-stone-200 object-cover" />
        <div className="min-w-0 flex-1">
          <p className="break-words font-semibold text-stone-900">{partner.businessName}</p>
          <p className="truncate text-sm text-stone-600">
            {partner.businessType} · {partner.town}
          </p>
          <p className="truncate text-xs text-stone-500">
            {partner.email}
            <span className="hidden sm:inline"> · {t('joined', { date: formatDate(partner.createdAt) })}</span>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-1.5 sm:hidden">
            <PartnerBadges partner={partner} />
            {partner.hasBusinessPermit && <Badge tone="grey">{t('partners.permitOnFile')}</Badge>}
          </div>
        </div>
        <div className="hidden shrink-0 flex-wrap items-center justify-end gap-1.5 sm:flex">
          {partner.hasBusinessPermit && (
            <span title={t('partners.businessPermitOnFile')} className="text-stone-500">
              <FileIcon className="size-4.5" />
              <span className="sr-only">{t('partners.businessPermitOnFile')}</span>
            </span>
          )}
          <PartnerBadges partner={partner} />
        </div>
      </button>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import type { TAdminDriver } from '@sokoni/domain/contracts/admin';
import { Button } from '../../../components/ui/button.tsx';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { formatCount } from '../lib/format.ts';
import { Badge, type BadgeTone } from './badge.tsx';
import { DetailList } from './detail-list.tsx';
import { DriverDocuments } from './driver-documents.tsx';
import { formatDate } from '../../../lib/nairobi-time.ts';

const VERIFICATION_TONES: Record<TAdminDriver['verificationStatus'], BadgeTone> = { Pending: 'amber', Approved: 'green', Rejected: 'red' };

export type DriverDecision = 'approve' | 'reject' | 'suspend' | 'reinstate';

function vehicle(d: TAdminDriver): string {
  const v = d.vehicleDetails;
  const name = [v.color, v.make, v.model].filter(Boolean).join(' ');
  return [v.type, name].filter(Boolean).join(' · ');
}

/** A driver with the papers an admin checks before approving: vehicle, plate, licence and ID. */
export function DriverCard({ driver, busy, onDecide }: { driver: TAdminDriver; busy: DriverDecision | null; onDecide: (decision: DriverDecision) => void }) {
  const { t } = useTranslation('admin');
  const d = driver;
  const emergency = [d.emergencyContact.name, d.emergencyContact.relationship, d.emergencyContact.phoneNumber].filter(Boolean).join(' · ');
  return (
    <li>
      <article aria-label={d.fullName || d.username} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
        <div className="flex items-start gap-3">
          <FallbackImage src={d.profilePhotoUrl} alt="" className="size-12 shrink-0 rounded-full border border-stone-200 object-cover" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h2 className="break-words text-base font-semibold text-stone-900">{d.fullName || d.username}</h2>
              <Badge tone={VERIFICATION_TONES[d.verificationStatus]}>{t(`drivers.verification.${d.verificationStatus}`)}</Badge>
              {d.suspended && <Badge tone="red">{t('badges.suspended')}</Badge>}
              {!d.profileCompleted && <Badge tone="grey">{t('driverCard.profileIncomplete')}</Badge>}
            </div>
            <p className="mt-0.5 break-words text-sm text-stone-600">
              {d.fullName ? `@${d.username} · ` : ''}
              {d.phoneNumber}
              {d.email ? ` · ${d.email}` : ''}
            </p>
          </div>
        </div>

        {d.verificationStatus === 'Rejected' && d.rejectionReason && <p className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">{t('driverCard.rejectedBecause', { reason: d.rejectionReason })}</p>}
        {d.suspended && d.suspendedReason && <p className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">{t('suspendedBecause', { reason: d.suspendedReason })}</p>}

        <DetailList
          columns="three"
          className="mt-4 border-t border-stone-100 pt-4"
          items={[
            { label: t('driverCard.vehicle'), value: vehicle(d) },
            { label: t('driverCard.plateNumber'), value: d.vehicleDetails.plateNumber },
            { label: t('driverCard.drivingLicence'), value: d.driverLicenseNumber },
            { label: t('driverCard.nationalId'), value: d.nationalId },
            { label: t('partnerDrawer.town'), value: d.currentLocation.town },
            { label: t('driverCard.emergencyContact'), value: emergency },
            { label: t('driverCard.signedUp'), value: formatDate(d.createdAt) },
            { label: t('driverCard.deliveriesCompleted'), value: formatCount(d.deliveredOrders) },
            { label: t('driverCard.availability'), value: d.status },
          ]}
        />

        <DriverDocuments driver={d} />

        <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-stone-100 pt-4">
          {d.verificationStatus !== 'Approved' && (
            <Button size="sm" variant="primary" loading={busy === 'approve'} disabled={busy !== null} onClick={() => onDecide('approve')}>
              {t('driverCard.approve')}
            </Button>
          )}
          {d.verificationStatus !== 'Rejected' && (
            <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => onDecide('reject')}>
              {t('driverCard.reject')}
            </Button>
          )}
          {d.suspended ? (
            <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => onDecide('reinstate')}>
              {t('partnerDrawer.reinstate')}
            </Button>
          ) : (
            <Button size="sm" variant="danger" disabled={busy !== null} onClick={() => onDecide('suspend')}>
              {t('partnerDrawer.suspend')}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

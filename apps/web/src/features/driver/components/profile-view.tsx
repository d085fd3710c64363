import type { TDriver } from '@sokoni/domain/contracts/driver';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { DriverStatusBadge } from './driver-status-badge.tsx';

function Details({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-stone-500">{title}</h3>
      <dl className="mt-3 grid gap-x-6 gap-y-2.5 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-stone-500">{label}</dt>
            <dd className="break-words font-medium text-stone-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The driver's profile as saved. */
export function ProfileView({ driver }: { driver: TDriver }) {
  const { t } = useTranslation('driver');
  const v = driver.vehicleDetails;
  const e = driver.emergencyContact;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-stone-100 text-stone-400">
          {driver.profilePhotoUrl ? <FallbackImage src={driver.profilePhotoUrl} alt={t('photo.current')} className="size-full object-cover" /> : <UserIcon className="size-8" />}
        </div>
        <div className="min-w-0">
          <p className="truncate text-lg font-bold text-stone-900">{driver.fullName || driver.username}</p>
          {driver.fullName && <p className="truncate text-sm text-stone-500">@{driver.username}</p>}
          <div className="mt-1 flex flex-wrap gap-1.5">
            <DriverStatusBadge driver={driver} />
            <span className="inline-flex rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">{t(`riderStatus.${driver.status}`, { defaultValue: driver.status })}</span>
          </div>
        </div>
      </div>
      {driver.verificationStatus === 'Rejected' && driver.rejectionReason && (
        <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">{t('profile.notApproved', { reason: driver.rejectionReason })}</p>
      )}
      <Details
        title={t('profile.account')}
        rows={[
          [t('signup.phone'), driver.phoneNumber],
          [t('signup.email'), driver.email],
          [t('signup.nationalId'), driver.nationalId],
          [t('signup.licence'), driver.driverLicenseNumber],
        ]}
      />
      <Details
        title={t('profile.vehicle')}
        rows={[
          [t('fields.make'), v.make],
          [t('fields.model'), v.model],
          [t('fields.plate'), v.plateNumber],
          [t('fields.type'), v.type ? t(`vehicleType.${v.type}`, { defaultValue: v.type }) : ''],
          [t('fields.colour'), v.color],
        ]}
      />
      <Details
        title={t('profile.emergency')}
        rows={[
          [t('profile.name'), e.name],
          [t('profile.phone'), e.phoneNumber],
          [t('fields.relationship'), e.relationship],
        ]}
      />
      <Details
        title={t('profile.location')}
        rows={[
          [t('location.town'), driver.currentLocation.town],
          [t('profile.place'), driver.currentLocation.location],
        ]}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { CommissionPanel } from './commission-panel.tsx';
import { useState } from 'react';
import type { TAdminPartnerDetail } from '@sokoni/domain/contracts/admin';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormSkeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { usePartner } from '../api/get-partner.ts';
import { useReinstatePartner } from '../api/reinstate-partner.ts';
import { useSuspendPartner } from '../api/suspend-partner.ts';
import { useVerifyPartner } from '../api/verify-partner.ts';
import { usePausePartner, useResumePartner } from '../api/pause-partner.ts';
import { StoreHoursSummary } from './store-hours-summary.tsx';
import type { TAdminPauseRequest } from '@sokoni/domain/contracts/admin';
import { formatCount } from '../lib/format.ts';
import { AdminDrawer } from './admin-drawer.tsx';
import { DetailList } from './detail-list.tsx';
import { ReasonModal } from './reason-modal.tsx';
import { BusinessPermit } from './business-permit.tsx';
import { PartnerBadges } from './partner-badges.tsx';
import { PlaceInWords } from './place-in-words.tsx';
import { formatDate, formatDateTime } from '../../../lib/nairobi-time.ts';

function Counts({ store }: { store: TAdminPartnerDetail }) {
  const { t } = useTranslation('admin');
  const items = [
    { label: t('partnerDrawer.counts.products'), value: formatCount(store.counts.products) },
    { label: t('partnerDrawer.counts.subOrders'), value: formatCount(store.counts.subOrders) },
    { label: t('partnerDrawer.counts.delivered'), value: formatCount(store.counts.deliveredSubOrders) },
    { label: t('partnerDrawer.counts.cancelled'), value: formatCount(store.counts.cancelledSubOrders) },
  ];
  return (
    <div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl bg-stone-50 px-3 py-2.5">
            <dt className="text-xs text-stone-500">{item.label}</dt>
            <dd className="text-lg font-bold tabular-nums text-stone-900">{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-stone-600">
        {t('partnerDrawer.deliveredValue')} <span className="font-semibold text-stone-900">{formatKsh(store.deliveredValue)}</span>
      </p>
    </div>
  );
}

function Heading({ children }: { children: string }) {
  return <h3 className="mb-2.5 text-sm font-semibold uppercase tracking-wide text-stone-500">{children}</h3>;
}

/** One store: who they are, their permit, their activity; verify, suspend or reinstate. */
export function PartnerDrawer({ partnerId, onClose }: { partnerId: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const detail = usePartner(partnerId);
  const verify = useVerifyPartner();
  const suspend = useSuspendPartner();
  const reinstate = useReinstatePartner();
  const pause = usePausePartner();
  const resume = useResumePartner();
  const [pauseFor, setPauseFor] = useState<TAdminPauseRequest['minutes']>(60);
  const [asking, setAsking] = useState<'suspend' | 'reinstate' | 'pause' | null>(null);
  const store = detail.data;

  let body;
  if (detail.isPending) body = <FormSkeleton fields={5} label={t('partnerDrawer.loading')} />;
  else if (detail.isError) body = <ErrorState title={t('partnerDrawer.couldNotLoad')} message={messageOf(detail.error, t('pleaseTryAgain'))} onRetry={() => void detail.refetch()} />;
  else {
    const s = detail.data;
    body = (
      <div className="space-y-7">
        <div className="flex flex-wrap gap-1.5">
          <PartnerBadges partner={s} />
        </div>
        {s.suspended && (
          <Alert tone="error">
            {s.suspendedReason ? t('partnerDrawer.suspendedBecause', { reason: s.suspendedReason }) : t('partnerDrawer.suspended')}
          </Alert>
        )}
        <section>
          <Heading>{t('partnerDrawer.details')}</Heading>
          <DetailList
            items={[
              { label: t('partnerDrawer.businessType'), value: s.businessType },
              { label: t('partnerDrawer.email'), value: <a className="text-primary-800 underline" href={`mailto:${s.email}`}>{s.email}</a> },
              { label: t('partnerDrawer.contactNumber'), value: <a className="text-primary-800 underline" href={`tel:${s.contactNumber}`}>{s.contactNumber}</a> },
              { label: t('partnerDrawer.idNumber'), value: s.idNumber },
              { label: t('partnerDrawer.town'), value: s.town },
              { label: t('partnerDrawer.address'), value: s.address },
              { label: t('partnerDrawer.location'), value: <PlaceInWords location={s.location} town={s.town} /> },
              { label: t('partnerDrawer.joined'), value: formatDate(s.createdAt) },
              { label: t('partnerDrawer.rating'), value: s.ratings.count ? t('partnerDrawer.ratingValue', { count: s.ratings.count, average: s.ratings.average.toFixed(1), reviews: formatCount(s.ratings.count) }) : t('partnerDrawer.noReviews') },
              { label: t('partnerDrawer.publicPage'), value: s.suspended ? t('partnerDrawer.hiddenWhileSuspended') : <a className="text-primary-800 underline" href={`/store/${s.slug}`} target="_blank" rel="noopener">/store/{s.slug}</a> },
            ]}
          />
          {s.description && <p className="mt-3 whitespace-pre-line text-sm text-stone-700">{s.description}</p>}
        </section>
        <section>
          <Heading>{t('partnerDrawer.hours')}</Heading>
          {s.paused && (
            <Alert tone="warning">
              {s.pauseReason ? t('partnerDrawer.pausedBecause', { reason: s.pauseReason }) : t('partnerDrawer.paused')}{' '}
              {s.pausedUntil ? t('partnerDrawer.pauseEndsAt', { time: formatDateTime(s.pausedUntil) }) : t('partnerDrawer.pauseEnds')}
            </Alert>
          )}
          <StoreHoursSummary hours={s.hours} />
          {!s.suspended && (
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {s.paused ? (
                <Button variant="secondary" size="sm" loading={resume.isPending} onClick={() => resume.mutate(s._id)}>
                  {t('partnerDrawer.liftPause')}
                </Button>
              ) : (
                <>
                  <label htmlFor="admin-pause-for" className="text-sm text-stone-700">{t('partnerDrawer.pauseFor')}</label>
                  <select id="admin-pause-for" value={String(pauseFor)} onChange={(e) => setPauseFor(e.target.value === 'endOfDay' ? 'endOfDay' : (Number(e.target.value) as 15 | 30 | 60))}
                    className="h-9 rounded-lg border border-stone-300 px-2 text-sm">
                    <option value="15">{t('minutes', { count: 15 })}</option>
                    <option value="30">{t('minutes', { count: 30 })}</option>
                    <option value="60">{t('partnerDrawer.oneHour')}</option>
                    <option value="endOfDay">{t('partnerDrawer.restOfDay')}</option>
                  </select>
                  <Button variant="secondary" size="sm" onClick={() => setAsking('pause')}>
                    {t('partnerDrawer.pauseNewOrders')}
                  </Button>
                </>
              )}
            </div>
          )}
        </section>
        <section>
          <Heading>{t('partnerDrawer.commission')}</Heading>
          <CommissionPanel partnerId={s._id} />
        </section>
        <section>
          <Heading>{t('partnerDrawer.activity')}</Heading>
          <Counts store={s} />
        </section>
        <section>
          <Heading>{t('partnerDrawer.businessPermit')}</Heading>
          <BusinessPermit url={s.businessPermitUrl} businessName={s.businessName} />
        </section>
      </div>
    );
  }

  const footer = store && (
    <>
      {!store.verified && (
        <Button variant="primary" loading={verify.isPending} onClick={() => verify.mutate(store._id)}>
          {t('partnerDrawer.verify')}
        </Button>
      )}
      {store.suspended ? (
        <Button variant="primary" onClick={() => setAsking('reinstate')}>
          {t('partnerDrawer.reinstate')}
        </Button>
      ) : (
        store.role !== 'admin' && (
          <Button variant="danger" onClick={() => setAsking('suspend')}>
            {t('partnerDrawer.suspend')}
          </Button>
        )
      )}
    </>
  );

  return (
    <>
      <AdminDrawer open={partnerId !== null} covered={asking !== null} onClose={onClose} title={store?.businessName ?? t('partnerDrawer.store')} subtitle={store ? `${store.businessType} · ${store.town}` : undefined} footer={footer}>
        {body}
      </AdminDrawer>
      {store && (
        <>
          <ReasonModal
            open={asking === 'suspend'}
            onClose={() => setAsking(null)}
            title={t('partnerDrawer.suspendTitle', { name: store.businessName })}
            description={t('partnerDrawer.suspendDescription')}
            confirmLabel={t('partnerDrawer.suspendConfirm')}
            hint={t('partnerDrawer.shownToStore')}
            onConfirm={(reason) => suspend.mutateAsync({ id: store._id, reason })}
          />
          <ReasonModal
            open={asking === 'pause'}
            onClose={() => setAsking(null)}
            title={t('partnerDrawer.pauseTitle', { name: store.businessName })}
            description={t('partnerDrawer.pauseDescription')}
            confirmLabel={t('partnerDrawer.pauseConfirm')}
            hint={t('keptInAuditLog')}
            onConfirm={(reason) => pause.mutateAsync({ id: store._id, minutes: pauseFor, reason })}
          />
          <ReasonModal
            open={asking === 'reinstate'}
            onClose={() => setAsking(null)}
            title={t('partnerDrawer.reinstateTitle', { name: store.businessName })}
            description={t('partnerDrawer.reinstateDescription')}
            confirmLabel={t('partnerDrawer.reinstateConfirm')}
            confirmVariant="primary"
            hint={t('keptInAuditLog')}
            onConfirm={(reason) => reinstate.mutateAsync({ id: store._id, reason })}
          />
        </>
      )}
    </>
  );
}

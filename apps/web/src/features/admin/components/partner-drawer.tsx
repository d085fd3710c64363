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
import { formatDate, formatDateTime } from '../../../lib/nairobi-time.ts';

function Counts({ store }: { store: TAdminPartnerDetail }) {
  const items = [
    { label: 'Products', value: formatCount(store.counts.products) },
    { label: 'Sub-orders', value: formatCount(store.counts.subOrders) },
    { label: 'Delivered', value: formatCount(store.counts.deliveredSubOrders) },
    { label: 'Cancelled', value: formatCount(store.counts.cancelledSubOrders) },
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
        Delivered value: <span className="font-semibold text-stone-900">{formatKsh(store.deliveredValue)}</span>
      </p>
    </div>
  );
}

function Heading({ children }: { children: string }) {
  return <h3 className="mb-2.5 text-sm font-semibold uppercase tracking-wide text-stone-500">{children}</h3>;
}

/** One store: who they are, their permit, their activity; verify, suspend or reinstate. */
export function PartnerDrawer({ partnerId, onClose }: { partnerId: string | null; onClose: () => void }) {
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
  if (detail.isPending) body = <FormSkeleton fields={5} label="Loading the store…" />;
  else if (detail.isError) body = <ErrorState title="Could not load this store" message={messageOf(detail.error, 'Please try again.')} onRetry={() => void detail.refetch()} />;
  else {
    const s = detail.data;
    body = (
      <div className="space-y-7">
        <div className="flex flex-wrap gap-1.5">
          <PartnerBadges partner={s} />
        </div>
        {s.suspended && (
          <Alert tone="error">
            Suspended{s.suspendedReason ? `: ${s.suspendedReason}` : '.'} The store and its products are hidden from the public and its login is refused.
          </Alert>
        )}
        <section>
          <Heading>Details</Heading>
          <DetailList
            items={[
              { label: 'Business type', value: s.businessType },
              { label: 'Email', value: <a className="text-primary-800 underline" href={`mailto:${s.email}`}>{s.email}</a> },
              { label: 'Contact number', value: <a className="text-primary-800 underline" href={`tel:${s.contactNumber}`}>{s.contactNumber}</a> },
              { label: 'ID number', value: s.idNumber },
              { label: 'Town', value: s.town },
              { label: 'Address', value: s.address },
              { label: 'Location (lat, lng)', value: s.location },
              { label: 'Joined', value: formatDate(s.createdAt) },
              { label: 'Rating', value: s.ratings.count ? `${s.ratings.average.toFixed(1)} from ${formatCount(s.ratings.count)} reviews` : 'No reviews yet' },
              { label: 'Public page', value: s.suspended ? 'Hidden while suspended' : <a className="text-primary-800 underline" href={`/store/${s.slug}`} target="_blank" rel="noopener">/store/{s.slug}</a> },
            ]}
          />
          {s.description && <p className="mt-3 whitespace-pre-line text-sm text-stone-700">{s.description}</p>}
        </section>
        <section>
          <Heading>Hours (Nairobi time)</Heading>
          {s.paused && (
            <Alert tone="warning">
              New orders paused{s.pauseReason ? `: ${s.pauseReason}` : '.'} It ends by itself{s.pausedUntil ? ` at ${formatDateTime(s.pausedUntil)}` : ''}.
            </Alert>
          )}
          <StoreHoursSummary hours={s.hours} />
          {!s.suspended && (
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {s.paused ? (
                <Button variant="secondary" size="sm" loading={resume.isPending} onClick={() => resume.mutate(s._id)}>
                  Lift the pause
                </Button>
              ) : (
                <>
                  <label htmlFor="admin-pause-for" className="text-sm text-stone-700">Pause for</label>
                  <select id="admin-pause-for" value={String(pauseFor)} onChange={(e) => setPauseFor(e.target.value === 'endOfDay' ? 'endOfDay' : (Number(e.target.value) as 15 | 30 | 60))}
                    className="h-9 rounded-lg border border-stone-300 px-2 text-sm">
                    <option value="15">15 minutes</option>
                    <option value="30">30 minutes</option>
                    <option value="60">1 hour</option>
                    <option value="endOfDay">the rest of the day</option>
                  </select>
                  <Button variant="secondary" size="sm" onClick={() => setAsking('pause')}>
                    Pause new orders
                  </Button>
                </>
              )}
            </div>
          )}
        </section>
        <section>
          <Heading>Commission</Heading>
          <CommissionPanel partnerId={s._id} />
        </section>
        <section>
          <Heading>Activity</Heading>
          <Counts store={s} />
        </section>
        <section>
          <Heading>Business permit</Heading>
          <BusinessPermit url={s.businessPermitUrl} businessName={s.businessName} />
        </section>
      </div>
    );
  }

  const footer = store && (
    <>
      {!store.verified && (
        <Button variant="primary" loading={verify.isPending} onClick={() => verify.mutate(store._id)}>
          Verify store
        </Button>
      )}
      {store.suspended ? (
        <Button variant="primary" onClick={() => setAsking('reinstate')}>
          Reinstate
        </Button>
      ) : (
        store.role !== 'admin' && (
          <Button variant="danger" onClick={() => setAsking('suspend')}>
            Suspend
          </Button>
        )
      )}
    </>
  );

  return (
    <>
      <AdminDrawer open={partnerId !== null} covered={asking !== null} onClose={onClose} title={store?.businessName ?? 'Store'} subtitle={store ? `${store.businessType} · ${store.town}` : undefined} footer={footer}>
        {body}
      </AdminDrawer>
      {store && (
        <>
          <ReasonModal
            open={asking === 'suspend'}
            onClose={() => setAsking(null)}
            title={`Suspend ${store.businessName}?`}
            description="The store and its products disappear from every public list and search at once, and the store is told why when it logs in."
            confirmLabel="Suspend store"
            hint="Shown to the store."
            onConfirm={(reason) => suspend.mutateAsync({ id: store._id, reason })}
          />
          <ReasonModal
            open={asking === 'pause'}
            onClose={() => setAsking(null)}
            title={`Pause new orders at ${store.businessName}?`}
            description="The store stays listed but customers cannot order from it until the pause ends by itself."
            confirmLabel="Pause store"
            hint="Kept in the audit log."
            onConfirm={(reason) => pause.mutateAsync({ id: store._id, minutes: pauseFor, reason })}
          />
          <ReasonModal
            open={asking === 'reinstate'}
            onClose={() => setAsking(null)}
            title={`Reinstate ${store.businessName}?`}
            description="The store can log in again and its products return to the public lists."
            confirmLabel="Reinstate store"
            confirmVariant="primary"
            hint="Kept in the audit log."
            onConfirm={(reason) => reinstate.mutateAsync({ id: store._id, reason })}
          />
        </>
      )}
    </>
  );
}

import { useState } from 'react';
import type { TAdminDriver } from '@sokoni/domain/contracts/admin';
import { useApproveDriver } from '../api/approve-driver.ts';
import { useDrivers, type VerificationStatus } from '../api/get-drivers.ts';
import { useReinstateDriver } from '../api/reinstate-driver.ts';
import { useRejectDriver } from '../api/reject-driver.ts';
import { useSuspendDriver } from '../api/suspend-driver.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { FilterTabs } from './filter-tabs.tsx';
import { PagedList } from './paged-list.tsx';
import { ReasonModal } from './reason-modal.tsx';
import { SearchField } from './search-field.tsx';
import { SectionHeader } from './section-header.tsx';
import { DriverCard, type DriverDecision } from './driver-card.tsx';
import { RiderRatingsList } from './rider-ratings-list.tsx';

type Filter = VerificationStatus | 'all' | 'rating';
// Pending first: those are the drivers waiting on the admin.
const FILTERS = [
  { value: 'Pending', label: 'Pending' },
  { value: 'Approved', label: 'Approved' },
  { value: 'Rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
  { value: 'rating', label: 'By rating' },
] as const satisfies ReadonlyArray<{ value: Filter; label: string }>;

const EMPTY: Record<Filter, string> = {
  Pending: 'No drivers waiting for approval',
  Approved: 'No approved drivers',
  Rejected: 'No rejected drivers',
  all: 'No drivers yet',
  rating: 'No approved drivers',
};

/** The rider asked about: a driver card's, or a row of the ratings list (id and name are all a decision needs). */
type Asking = { driver: Pick<TAdminDriver, '_id' | 'username'>; decision: Exclude<DriverDecision, 'approve'> };

const PROMPTS = {
  reject: { title: 'Reject', confirm: 'Reject driver', text: 'The driver sees this reason and cannot take orders.', required: true },
  suspend: { title: 'Suspend', confirm: 'Suspend driver', text: 'The driver is logged out and cannot log in until reinstated.', required: true },
  reinstate: { title: 'Reinstate', confirm: 'Reinstate driver', text: 'The driver can log in again.', required: false },
} as const;

/** Drivers by verification status: approve, reject with a reason, suspend or reinstate. */
export function DriversSection() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('Pending');
  const q = useDebouncedValue(search.trim());
  const drivers = useDrivers({ q, status: filter === 'all' || filter === 'rating' ? undefined : filter });
  const approve = useApproveDriver();
  const reject = useRejectDriver();
  const suspend = useSuspendDriver();
  const reinstate = useReinstateDriver();
  const [asking, setAsking] = useState<Asking | null>(null);

  const decide = (driver: TAdminDriver, decision: DriverDecision) => {
    if (decision === 'approve') approve.mutate(driver._id);
    else setAsking({ driver, decision });
  };
  const confirm = (reason: string) => {
    if (!asking) return Promise.resolve();
    const variables = { id: asking.driver._id, reason };
    if (asking.decision === 'reject') return reject.mutateAsync(variables);
    if (asking.decision === 'suspend') return suspend.mutateAsync(variables);
    return reinstate.mutateAsync(variables);
  };
  const prompt = asking && PROMPTS[asking.decision];

  return (
    <>
      <SectionHeader title="Drivers" description="Only approved drivers see and accept orders. Check the vehicle and licence before approving." />
      <div className="mb-4 space-y-3">
        <SearchField label="Search drivers" placeholder="Name, phone, e-mail, ID or plate" value={search} onChange={setSearch} />
        <FilterTabs label="Verification status" options={FILTERS} value={filter} onChange={setFilter} />
      </div>
      {filter === 'rating' ? (
        <RiderRatingsList onDecide={(rider, decision) => setAsking({ driver: { _id: rider._id, username: rider.username }, decision })} />
      ) : (
      <PagedList query={drivers} loadingLabel="Loading drivers…" errorTitle="Could not load drivers" empty={{ title: q ? `No drivers match “${q}”` : EMPTY[filter] }}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((driver) => (
              <DriverCard
                key={driver._id}
                driver={driver}
                busy={approve.isPending && approve.variables === driver._id ? 'approve' : null}
                onDecide={(decision) => decide(driver, decision)}
              />
            ))}
          </ul>
        )}
      </PagedList>
      )}
      {asking && prompt && (
        <ReasonModal
          open
          onClose={() => setAsking(null)}
          title={`${prompt.title} ${asking.driver.username}?`}
          description={prompt.text}
          confirmLabel={prompt.confirm}
          confirmVariant={asking.decision === 'reinstate' ? 'primary' : 'danger'}
          reasonRequired={prompt.required}
          hint={asking.decision === 'reinstate' ? 'Kept in the audit log.' : 'Shown to the driver.'}
          onConfirm={confirm}
        />
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
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
const FILTERS = ['Pending', 'Approved', 'Rejected', 'all', 'rating'] as const satisfies ReadonlyArray<Filter>;

/** The rider asked about: a driver card's, or a row of the ratings list (id and name are all a decision needs). */
type Asking = { driver: Pick<TAdminDriver, '_id' | 'username'>; decision: Exclude<DriverDecision, 'approve'> };

/** Whether the driver must be told why (their words are `drivers.prompts.<decision>` in the catalogue). */
const REASON_REQUIRED = { reject: true, suspend: true, reinstate: false } as const;

/** Drivers by verification status: approve, reject with a reason, suspend or reinstate. */
export function DriversSection() {
  const { t } = useTranslation('admin');
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
  const filters = FILTERS.map((value) => ({ value, label: t(`drivers.filters.${value}`) }));

  return (
    <>
      <SectionHeader title={t('sections.drivers')} description={t('drivers.description')} />
      <div className="mb-4 space-y-3">
        <SearchField label={t('drivers.search')} placeholder={t('drivers.searchPlaceholder')} value={search} onChange={setSearch} />
        <FilterTabs label={t('drivers.verificationStatus')} options={filters} value={filter} onChange={setFilter} />
      </div>
      {filter === 'rating' ? (
        <RiderRatingsList onDecide={(rider, decision) => setAsking({ driver: { _id: rider._id, username: rider.username }, decision })} />
      ) : (
      <PagedList query={drivers} loadingLabel={t('drivers.loading')} errorTitle={t('drivers.couldNotLoad')} empty={{ title: q ? t('drivers.noMatch', { q }) : t(`drivers.empty.${filter}`) }}>
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
      {asking && (
        <ReasonModal
          open
          onClose={() => setAsking(null)}
          title={t(`drivers.prompts.${asking.decision}.title`, { name: asking.driver.username })}
          description={t(`drivers.prompts.${asking.decision}.text`)}
          confirmLabel={t(`drivers.prompts.${asking.decision}.confirm`)}
          confirmVariant={asking.decision === 'reinstate' ? 'primary' : 'danger'}
          reasonRequired={REASON_REQUIRED[asking.decision]}
          hint={asking.decision === 'reinstate' ? t('keptInAuditLog') : t('drivers.shownToDriver')}
          onConfirm={confirm}
        />
      )}
    </>
  );
}

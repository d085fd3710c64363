import { useState } from 'react';
import { usePartners, type PartnerFilter } from '../api/get-partners.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { FilterTabs } from './filter-tabs.tsx';
import { PagedList } from './paged-list.tsx';
import { SearchField } from './search-field.tsx';
import { SectionHeader } from './section-header.tsx';
import { PartnerDrawer } from './partner-drawer.tsx';
import { PartnerRow } from './partner-row.tsx';

const FILTERS = [
  { value: 'all', label: 'All stores' },
  { value: 'unverified', label: 'Unverified' },
  { value: 'suspended', label: 'Suspended' },
] as const satisfies ReadonlyArray<{ value: PartnerFilter; label: string }>;

/** Every store: search, filter by state, open one to check its permit and act on it. */
export function PartnersSection() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PartnerFilter>('all');
  const q = useDebouncedValue(search.trim());
  const partners = usePartners({ q, status });
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <>
      <SectionHeader title="Partners" description="Stores on the platform: check permits, verify, suspend or reinstate." />
      <div className="mb-4 space-y-3">
        <SearchField label="Search stores" placeholder="Store name, e-mail or town" value={search} onChange={setSearch} />
        <FilterTabs label="Store status" options={FILTERS} value={status} onChange={setStatus} />
      </div>
      <PagedList
        query={partners}
        loadingLabel="Loading stores…"
        errorTitle="Could not load stores"
        empty={{ title: q ? `No stores match “${q}”` : 'No stores here', description: status !== 'all' ? 'Try another filter.' : undefined }}
      >
        {(items) => (
          <ul className="space-y-2.5">
            {items.map((partner) => (
              <PartnerRow key={partner._id} partner={partner} onOpen={() => setOpenId(partner._id)} />
            ))}
          </ul>
        )}
      </PagedList>
      <PartnerDrawer partnerId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

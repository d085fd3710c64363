import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { usePartners, type PartnerFilter } from '../api/get-partners.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { FilterTabs } from './filter-tabs.tsx';
import { PagedList } from './paged-list.tsx';
import { SearchField } from './search-field.tsx';
import { SectionHeader } from './section-header.tsx';
import { PartnerDrawer } from './partner-drawer.tsx';
import { PartnerRow } from './partner-row.tsx';

const FILTERS = ['all', 'unverified', 'suspended'] as const satisfies ReadonlyArray<PartnerFilter>;

/** Every store: search, filter by state, open one to check its permit and act on it. */
export function PartnersSection() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PartnerFilter>('all');
  const q = useDebouncedValue(search.trim());
  const partners = usePartners({ q, status });
  const [openId, setOpenId] = useState<string | null>(null);
  const filters = FILTERS.map((value) => ({ value, label: t(`partners.filters.${value}`) }));

  return (
    <>
      <SectionHeader title={t('sections.partners')} description={t('partners.description')} />
      <div className="mb-4 space-y-3">
        <SearchField label={t('partners.search')} placeholder={t('partners.searchPlaceholder')} value={search} onChange={setSearch} />
        <FilterTabs label={t('partners.status')} options={filters} value={status} onChange={setStatus} />
      </div>
      <PagedList
        query={partners}
        loadingLabel={t('partners.loading')}
        errorTitle={t('partners.couldNotLoad')}
        empty={{ title: q ? t('partners.noMatch', { q }) : t('partners.none'), description: status !== 'all' ? t('tryAnotherFilter') : undefined }}
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

import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { TAdminCustomer } from '@sokoni/domain/contracts/admin';
import { useCustomers } from '../api/get-customers.ts';
import { useReinstateCustomer } from '../api/reinstate-customer.ts';
import { useSuspendCustomer } from '../api/suspend-customer.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { PagedList } from './paged-list.tsx';
import { ReasonModal } from './reason-modal.tsx';
import { SearchField } from './search-field.tsx';
import { SectionHeader } from './section-header.tsx';
import { CustomerRow } from './customer-row.tsx';

/** Customer accounts: search, suspend with a reason, reinstate. */
export function CustomersSection() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const customers = useCustomers(q);
  const suspend = useSuspendCustomer();
  const reinstate = useReinstateCustomer();
  const [asking, setAsking] = useState<{ customer: TAdminCustomer; action: 'suspend' | 'reinstate' } | null>(null);
  const name = asking ? asking.customer.names || asking.customer.username : '';

  return (
    <>
      <SectionHeader title={t('sections.customers')} description={t('customers.description')} />
      <SearchField className="mb-4" label={t('customers.search')} placeholder={t('customers.searchPlaceholder')} value={search} onChange={setSearch} />
      <PagedList query={customers} loadingLabel={t('customers.loading')} errorTitle={t('customers.couldNotLoad')} empty={{ title: q ? t('customers.noMatch', { q }) : t('customers.none') }}>
        {(items) => (
          <ul className="space-y-2.5">
            {items.map((customer) => (
              <CustomerRow
                key={customer._id}
                customer={customer}
                onSuspend={() => setAsking({ customer, action: 'suspend' })}
                onReinstate={() => setAsking({ customer, action: 'reinstate' })}
              />
            ))}
          </ul>
        )}
      </PagedList>
      {asking && (
        <ReasonModal
          open
          onClose={() => setAsking(null)}
          title={asking.action === 'suspend' ? t('partnerDrawer.suspendTitle', { name }) : t('partnerDrawer.reinstateTitle', { name })}
          description={asking.action === 'suspend' ? t('customers.suspendDescription') : t('customers.reinstateDescription')}
          confirmLabel={asking.action === 'suspend' ? t('customers.suspendConfirm') : t('customers.reinstateConfirm')}
          confirmVariant={asking.action === 'suspend' ? 'danger' : 'primary'}
          reasonRequired={asking.action === 'suspend'}
          hint={asking.action === 'suspend' ? t('customers.shownToCustomer') : t('keptInAuditLog')}
          onConfirm={(reason) => (asking.action === 'suspend' ? suspend : reinstate).mutateAsync({ id: asking.customer._id, reason })}
        />
      )}
    </>
  );
}

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
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const customers = useCustomers(q);
  const suspend = useSuspendCustomer();
  const reinstate = useReinstateCustomer();
  const [asking, setAsking] = useState<{ customer: TAdminCustomer; action: 'suspend' | 'reinstate' } | null>(null);
  const name = asking ? asking.customer.names || asking.customer.username : '';

  return (
    <>
      <SectionHeader title="Customers" description="A suspended customer is logged out and cannot log in or order until reinstated." />
      <SearchField className="mb-4" label="Search customers" placeholder="Name, username, e-mail, phone or town" value={search} onChange={setSearch} />
      <PagedList query={customers} loadingLabel="Loading customers…" errorTitle="Could not load customers" empty={{ title: q ? `No customers match “${q}”` : 'No customers yet' }}>
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
          title={asking.action === 'suspend' ? `Suspend ${name}?` : `Reinstate ${name}?`}
          description={asking.action === 'suspend' ? 'They are logged out at once and told why when they try to log in.' : 'They can log in and order again.'}
          confirmLabel={asking.action === 'suspend' ? 'Suspend customer' : 'Reinstate customer'}
          confirmVariant={asking.action === 'suspend' ? 'danger' : 'primary'}
          reasonRequired={asking.action === 'suspend'}
          hint={asking.action === 'suspend' ? 'Shown to the customer.' : 'Kept in the audit log.'}
          onConfirm={(reason) => (asking.action === 'suspend' ? suspend : reinstate).mutateAsync({ id: asking.customer._id, reason })}
        />
      )}
    </>
  );
}

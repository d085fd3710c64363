import { useState } from 'react';
import { useOrders } from '../api/get-orders.ts';
import { PagedList } from './paged-list.tsx';
import { SectionHeader } from './section-header.tsx';
import { OrderDrawer } from './order-drawer.tsx';
import { NO_ORDER_FILTERS, OrderFilters, type OrderFilterValues } from './order-filters.tsx';
import { OrderRow } from './order-row.tsx';

/** Every order on the platform, newest first, narrowed by status, dates, shop and driver. */
export function OrdersSection() {
  const [filters, setFilters] = useState<OrderFilterValues>(NO_ORDER_FILTERS);
  const orders = useOrders({ status: filters.status, from: filters.from, to: filters.to, shop: filters.shop?.id ?? '', driver: filters.driver?.id ?? '' });
  const [openId, setOpenId] = useState<string | null>(null);
  const filtered = filters !== NO_ORDER_FILTERS;

  return (
    <>
      <SectionHeader title="Orders" description="Open an order for its shops, items and full history. Orders nobody has picked up can be cancelled." />
      <OrderFilters value={filters} onChange={setFilters} />
      <PagedList
        query={orders}
        loadingLabel="Loading orders…"
        errorTitle="Could not load orders"
        empty={{ title: filtered ? 'No orders match these filters' : 'No orders yet', description: filtered ? 'Try a wider date range or clear the filters.' : undefined }}
      >
        {(items) => (
          <ul className="space-y-2.5">
            {items.map((order) => (
              <OrderRow key={order._id} order={order} onOpen={() => setOpenId(order._id)} />
            ))}
          </ul>
        )}
      </PagedList>
      <OrderDrawer orderId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

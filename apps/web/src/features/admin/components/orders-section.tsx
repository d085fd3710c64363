import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useOrders } from '../api/get-orders.ts';
import { PagedList } from './paged-list.tsx';
import { SectionHeader } from './section-header.tsx';
import { OrderDrawer } from './order-drawer.tsx';
import { NO_ORDER_FILTERS, OrderFilters, type OrderFilterValues } from './order-filters.tsx';
import { OrderRow } from './order-row.tsx';

/** Every order on the platform, newest first, narrowed by status, dates, shop and driver. */
export function OrdersSection() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<OrderFilterValues>(NO_ORDER_FILTERS);
  const orders = useOrders({ status: filters.status, from: filters.from, to: filters.to, shop: filters.shop?.id ?? '', driver: filters.driver?.id ?? '' });
  const [openId, setOpenId] = useState<string | null>(null);
  const filtered = filters !== NO_ORDER_FILTERS;

  return (
    <>
      <SectionHeader title={t('sections.orders')} description={t('orders.description')} />
      <OrderFilters value={filters} onChange={setFilters} />
      <PagedList
        query={orders}
        loadingLabel={t('orders.loading')}
        errorTitle={t('orders.couldNotLoad')}
        empty={{ title: filtered ? t('orders.noMatch') : t('orders.none'), description: filtered ? t('orders.widen') : undefined }}
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

import type { TSubOrder } from '@sokoni/domain/contracts/orders';
import { formatDateTime, isoDay } from '../../../lib/nairobi-time.ts';
import type { CsvColumn } from './csv.ts';
import { statusLabel } from '../../../components/order/order-status-text.ts';

/** '2 × Margherita' lines joined for one cell or one line of text. */
export function itemsSummary(sub: Pick<TSubOrder, 'items'>): string {
  return sub.items.map((i) => `${i.quantity} × ${i.product.name}`).join('; ');
}

export function customerName(sub: TSubOrder): string {
  const user = sub.parentOrder.user;
  return user.names || user.username;
}

export function deliveryLabel(option: string): string {
  return option === 'own' ? 'Own delivery' : 'Sokoni driver';
}

export interface OrderRow {
  sub: TSubOrder;
  status: string;
}

export const ORDER_CSV_COLUMNS: CsvColumn<OrderRow>[] = [
  { header: 'Order number', value: (r) => r.sub.parentOrder.orderId },
  { header: 'Sub-order id', value: (r) => r.sub._id },
  { header: 'Date', value: (r) => formatDateTime(r.sub.createdAt) },
  { header: 'Customer', value: (r) => customerName(r.sub) },
  { header: 'Items', value: (r) => itemsSummary(r.sub) },
  { header: 'Total (KES)', value: (r) => r.sub.total.toFixed(2) },
  { header: 'Status', value: (r) => statusLabel(r.status) },
  { header: 'Delivery', value: (r) => deliveryLabel(r.sub.parentOrder.delivery.option) },
  { header: 'Delivery town', value: (r) => r.sub.parentOrder.delivery.town },
  { header: 'Payment', value: (r) => r.sub.parentOrder.paymentMethod },
];

export const SALES_CSV_COLUMNS: CsvColumn<TSubOrder>[] = [
  { header: 'Order number', value: (s) => s.parentOrder.orderId },
  { header: 'Sub-order id', value: (s) => s._id },
  { header: 'Ordered', value: (s) => formatDateTime(s.createdAt) },
  { header: 'Delivered date', value: (s) => isoDay(s.deliveredAt) },
  { header: 'Customer', value: (s) => customerName(s) },
  { header: 'Items', value: (s) => itemsSummary(s) },
  { header: 'Total (KES)', value: (s) => s.total.toFixed(2) },
  { header: 'Delivered by', value: (s) => s.deliveredBy ?? '' },
];

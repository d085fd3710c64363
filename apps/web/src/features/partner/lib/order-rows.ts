import type { TSubOrder } from '@sokoni/domain/contracts/orders';
import { formatDateTime, isoDay } from '../../../lib/nairobi-time.ts';
import { i18n } from '../../../i18n/i18n.ts';
import type { CsvColumn } from './csv.ts';
import { statusName } from './status-words.ts';
import { chosenText } from '../../../components/order/chosen-options.tsx';

/** '2 × Margherita (Size: Large · Extras: Cheese)' lines joined for one cell or one line of text. */
export function itemsSummary(sub: Pick<TSubOrder, 'items'>): string {
  return sub.items
    .map((i) => {
      const chosen = chosenText(i.choices);
      return `${i.quantity} × ${i.product.name}${chosen ? ` (${chosen})` : ''}`;
    })
    .join('; ');
}

export function customerName(sub: TSubOrder): string {
  const user = sub.parentOrder.user;
  return user.names || user.username;
}

export function deliveryLabel(option: string): string {
  return i18n.t(option === 'own' ? 'delivery.own' : 'delivery.platform', { ns: 'partner' });
}

export interface OrderRow {
  sub: TSubOrder;
  status: string;
}

type CsvHeading = 'orderNumber' | 'subOrderId' | 'date' | 'ordered' | 'deliveredDate' | 'customer' | 'items' | 'total' | 'status' | 'delivery' | 'deliveryTown' | 'payment' | 'deliveredBy';
const header = (key: CsvHeading): string => i18n.t(`csv.${key}`, { ns: 'partner' });

/** The orders export, its headings in the language of the screen it was downloaded from. */
export const orderCsvColumns = (): CsvColumn<OrderRow>[] => [
  { header: header('orderNumber'), value: (r) => r.sub.parentOrder.orderId },
  { header: header('subOrderId'), value: (r) => r.sub._id },
  { header: header('date'), value: (r) => formatDateTime(r.sub.createdAt) },
  { header: header('customer'), value: (r) => customerName(r.sub) },
  { header: header('items'), value: (r) => itemsSummary(r.sub) },
  { header: header('total'), value: (r) => r.sub.total.toFixed(2) },
  { header: header('status'), value: (r) => statusName(r.status) },
  { header: header('delivery'), value: (r) => deliveryLabel(r.sub.parentOrder.delivery.option) },
  { header: header('deliveryTown'), value: (r) => r.sub.parentOrder.delivery.town },
  { header: header('payment'), value: (r) => r.sub.parentOrder.paymentMethod },
];

/** The sales export, its headings in the language of the screen it was downloaded from. */
export const salesCsvColumns = (): CsvColumn<TSubOrder>[] => [
  { header: header('orderNumber'), value: (s) => s.parentOrder.orderId },
  { header: header('subOrderId'), value: (s) => s._id },
  { header: header('ordered'), value: (s) => formatDateTime(s.createdAt) },
  { header: header('deliveredDate'), value: (s) => isoDay(s.deliveredAt) },
  { header: header('customer'), value: (s) => customerName(s) },
  { header: header('items'), value: (s) => itemsSummary(s) },
  { header: header('total'), value: (s) => s.total.toFixed(2) },
  { header: header('deliveredBy'), value: (s) => s.deliveredBy ?? '' },
];

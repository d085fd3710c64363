import type { TDeliveryAddress } from '@sokoni/domain/contracts/delivery-address';
import type { OrderRow } from './orders.repository.ts';

/** The rider-findable part of the order's address, as its customer and its assigned driver see it. */
export const deliveryAddressOf = (order: Pick<OrderRow, 'deliveryLandmark' | 'deliveryBuilding' | 'deliveryDirections' | 'deliveryContactPhone'>): TDeliveryAddress => ({
  landmark: order.deliveryLandmark,
  building: order.deliveryBuilding,
  directions: order.deliveryDirections,
  contactPhone: order.deliveryContactPhone,
});

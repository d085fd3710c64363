import { useQueryClient } from '@tanstack/react-query';
import type { NotificationCenter } from './use-notification-center.ts';
import { usePartnerSocket } from './use-partner-socket.ts';
import { partnerKeys } from '../api/query-keys.ts';

/**
 * Wires the live connection to what the dashboard shows: a new order rings and appears at the
 * top of the notifications and the orders; status changes refresh the lists; after a dropped
 * connection everything is fetched again so nothing sent meanwhile is missed.
 */
export function useDashboardLive(partnerId: string, token: string, notifications: Pick<NotificationCenter, 'prepend' | 'refetch'>) {
  const queryClient = useQueryClient();
  const refreshOrders = () => {
    void queryClient.invalidateQueries({ queryKey: partnerKeys.ordersAll });
    void queryClient.invalidateQueries({ queryKey: partnerKeys.orderStatusAll });
    void queryClient.invalidateQueries({ queryKey: partnerKeys.subOrderAll });
    void queryClient.invalidateQueries({ queryKey: partnerKeys.substitutionsAll });
  };
  usePartnerSocket(partnerId, token, {
    onNewSubOrder: (payload) => {
      notifications.prepend(payload);
      refreshOrders();
    },
    // A confirmed delivery reaches the store as a sub-order change; it is also a new sale.
    onSubOrderUpdated: (payload) => {
      refreshOrders();
      if (payload.status === 'Delivered' || payload.status === 'Confirmed Delivered') void queryClient.invalidateQueries({ queryKey: partnerKeys.salesAll });
    },
    onOrderUpdated: (payload) => {
      refreshOrders();
      if (payload.status === 'Delivered' || payload.status === 'Confirmed Delivered') void queryClient.invalidateQueries({ queryKey: partnerKeys.salesAll });
    },
    onReconnected: () => {
      notifications.refetch();
      refreshOrders();
      void queryClient.invalidateQueries({ queryKey: partnerKeys.salesAll });
    },
  });
}

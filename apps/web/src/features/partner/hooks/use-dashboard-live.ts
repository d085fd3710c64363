import { useQueryClient } from '@tanstack/react-query';
import type { NotificationCenter } from './use-notification-center.ts';
import { usePartnerSocket } from './use-partner-socket.ts';

/**
 * Wires the live connection to what the dashboard shows: a new order rings and appears at the
 * top of the notifications and the orders; status changes refresh the lists; after a dropped
 * connection everything is fetched again so nothing sent meanwhile is missed.
 */
export function useDashboardLive(partnerId: string, token: string, notifications: Pick<NotificationCenter, 'prepend' | 'refetch'>) {
  const queryClient = useQueryClient();
  const refreshOrders = () => {
    void queryClient.invalidateQueries({ queryKey: ['partner', 'orders'] });
    void queryClient.invalidateQueries({ queryKey: ['partner', 'order-status'] });
    void queryClient.invalidateQueries({ queryKey: ['partner', 'suborder'] });
  };
  usePartnerSocket(partnerId, token, {
    onNewSubOrder: (payload) => {
      notifications.prepend(payload);
      refreshOrders();
    },
    // A confirmed delivery reaches the store as a sub-order change; it is also a new sale.
    onSubOrderUpdated: (payload) => {
      refreshOrders();
      if (payload.status === 'Confirmed Delivered') void queryClient.invalidateQueries({ queryKey: ['partner', 'sales'] });
    },
    onOrderUpdated: (payload) => {
      refreshOrders();
      if (payload.status === 'Confirmed Delivered') void queryClient.invalidateQueries({ queryKey: ['partner', 'sales'] });
    },
    onReconnected: () => {
      notifications.refetch();
      refreshOrders();
      void queryClient.invalidateQueries({ queryKey: ['partner', 'sales'] });
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvents } from '../../../lib/use-socket-events.ts';
import { orderKeys } from '../api/query-keys.ts';

/**
 * Live order changes: the server puts the customer's socket in their own room and sends
 * orderUpdated / subOrderUpdated there; each one refreshes the orders at once instead of waiting
 * for the next poll, and so does a connection that came up after the orders were loaded (a payment
 * that expired between the two would otherwise never show).
 */
export function useOrderUpdates(token: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  useSocketEvents(token, {
    orderUpdated: refresh,
    subOrderUpdated: refresh,
    connected: (_socket, missed) => {
      if (missed) refresh();
    },
  });
}

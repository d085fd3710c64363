import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectSocket } from '../../../lib/socket.ts';
import { ORDERS_KEY } from '../api/get-my-orders.ts';

/**
 * Live order changes: the server puts the customer's socket in their own room and sends
 * orderUpdated / subOrderUpdated there; each one (and each reconnection, which may have missed
 * some) refreshes the orders at once instead of waiting for the next poll.
 */
export function useOrderUpdates(token: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = connectSocket(token);
    let connectedBefore = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    socket.on('orderUpdated', refresh);
    socket.on('subOrderUpdated', refresh);
    socket.on('connect', () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
    });
    return () => {
      socket.disconnect();
    };
  }, [token, queryClient]);
}

import type { ServerToClientEvents } from '@sokoni/domain/events';
import { useSocketEvents } from '../../../lib/use-socket-events.ts';

type NewSubOrder = Parameters<ServerToClientEvents['newSubOrder']>[0];
type SubOrderUpdated = Parameters<ServerToClientEvents['subOrderUpdated']>[0];
type OrderUpdated = Parameters<ServerToClientEvents['orderUpdated']>[0];

export interface PartnerSocketHandlers {
  onNewSubOrder: (payload: NewSubOrder) => void;
  onSubOrderUpdated: (payload: SubOrderUpdated) => void;
  onOrderUpdated: (payload: OrderUpdated) => void;
  /** The connection came up after the dashboard loaded, or came back after a drop: anything sent meanwhile was missed. */
  onReconnected: () => void;
}

/**
 * The store's live events through the tab's one connection: on every connection it asks for its
 * own room. The connection closes when the dashboard unmounts (logout navigates away).
 */
export function usePartnerSocket(partnerId: string, token: string, handlers: PartnerSocketHandlers) {
  useSocketEvents(token, {
    connected: (socket, missed) => {
      socket.emit('joinPartnerRoom', partnerId);
      if (missed) handlers.onReconnected();
    },
    newSubOrder: (payload) => handlers.onNewSubOrder(payload),
    subOrderUpdated: (payload) => handlers.onSubOrderUpdated(payload),
    orderUpdated: (payload) => handlers.onOrderUpdated(payload),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvents } from '../../lib/use-socket-events.ts';
import { problemKeys } from './problems-api.ts';

/** A report answered or decided elsewhere shows at once on whatever problem list is open. */
export function useProblemUpdates(token: string | null) {
  const queryClient = useQueryClient();
  useSocketEvents(token, {
    problemUpdated: () => void queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/**
 * An admin action: on success the server's sentence is toasted and every console list is
 * refreshed (counts, badges and the audit log all change together); on failure the server's
 * reason is toasted, or `failure` when it gave none.
 */
export function useAdminAction<V, R extends { message: string }>(action: (variables: V) => Promise<R>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (answer) => {
      showToast(answer.message);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      showToast(messageOf(error, failure), 'error');
      // The row may have changed under us (another admin): show what the server has now.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

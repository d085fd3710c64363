import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { i18n } from '../../../i18n/i18n.ts';
import type catalogue from '../locales/en.json';
import { adminKeys } from './query-keys.ts';

/** Which action failed, for the words shown when the server gives no reason (`actionFailed.<name>`). */
export type AdminActionFailure = keyof (typeof catalogue)['actionFailed'];

/**
 * An admin action: on success the server's sentence is toasted and every console list is
 * refreshed (counts, badges and the audit log all change together); on failure the server's
 * reason is toasted, or the words for `failure` when it gave none.
 */
export function useAdminAction<V, R extends { message: string }>(action: (variables: V) => Promise<R>, failure: AdminActionFailure) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (answer) => {
      showToast(answer.message);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      showToast(messageOf(error, i18n.t(`admin:actionFailed.${failure}`)), 'error');
      // The row may have changed under us (another admin): show what the server has now.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

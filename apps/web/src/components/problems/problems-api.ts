import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProblem, TProblemResolution } from '@sokoni/domain/contracts/problems';
import { api } from '../../lib/api-client.ts';

type ProblemList = { problems: TProblem[] };

/** Every key starts with 'problems', so a live update refreshes whatever list is on screen. */
export const problemKeys = {
  all: ['problems'] as const,
  order: (orderId: string) => ['problems', 'order', orderId] as const,
  store: ['problems', 'store'] as const,
  queue: (which: 'pending' | 'all') => ['problems', 'queue', which] as const,
};

/** GET /api/orders/{id}/problems as the order's customer. */
export const orderProblemsQuery = (orderId: string) =>
  queryOptions({
    queryKey: problemKeys.order(orderId),
    queryFn: async () => (await api.get<ProblemList>(`/api/orders/${orderId}/problems`, { auth: 'user' })).problems,
  });

/** GET /api/partner/problems: reports on the store's orders, its own lines only. */
export const storeProblemsQuery = () =>
  queryOptions({
    queryKey: problemKeys.store,
    queryFn: async () => (await api.get<ProblemList>('/api/partner/problems', { auth: 'partner' })).problems,
  });

/** GET /api/admin/problems: the undecided ones by deadline, or all. */
export const problemQueueQuery = (which: 'pending' | 'all') =>
  queryOptions({
    queryKey: problemKeys.queue(which),
    queryFn: async () => (await api.get<ProblemList>(`/api/admin/problems?status=${which}`, { auth: 'partner' })).problems,
  });

/** POST /api/orders/{id}/problems as multipart (kind, lines as JSON, note, photos). */
export function useReportProblem(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<{ problem: TProblem }>(`/api/orders/${orderId}/problems`, form, { auth: 'user' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
}

export function useAnswerProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => api.post<{ problem: TProblem }>(`/api/problems/${id}/answer`, { message }, { auth: 'partner' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
}

export function useResolveProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason, ...decision }: TProblemResolution & { id: string }) =>
      api.post<{ problem: TProblem }>(`/api/admin/problems/${id}/resolve`, { ...decision, ...(reason ? { reason } : {}) }, { auth: 'partner' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
}

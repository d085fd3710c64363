import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPromo } from '@sokoni/domain/contracts/promos';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { promosQueryOptions } from '../api/get-promos.ts';
import { adminKeys } from '../api/query-keys.ts';
import { setPromoPaused } from '../api/set-promo-paused.ts';
import { PromoForm } from './promo-form.tsx';
import { PromoRow } from './promo-row.tsx';
import { SectionHeader } from './section-header.tsx';

/** Promo codes: create one, pause or resume it, and see the orders that used it. */
export function PromosSection() {
  const queryClient = useQueryClient();
  const query = useQuery(promosQueryOptions());
  const [creating, setCreating] = useState(false);
  const pause = useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) => setPromoPaused(id, paused),
    onSuccess: (promo) => {
      showToast(promo.paused ? `${promo.code} is paused: checkouts refuse it.` : `${promo.code} is active again.`);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => showToast(messageOf(error, 'The code could not be changed. Please try again.'), 'error'),
  });
  const onPause = (promo: TPromo, paused: boolean) => pause.mutate({ id: promo._id, paused });

  let content;
  if (query.isPending) {
    content = (
      <div role="status" aria-label="Loading promo codes" className="space-y-2.5">
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
    );
  } else if (query.isError) {
    content = <ErrorState title="Could not load the promo codes" message={messageOf(query.error, 'Please try again.')} onRetry={() => void query.refetch()} />;
  } else if (query.data.promos.length === 0) {
    content = <EmptyState title="No promo codes yet" description="Create one to welcome new customers or help a shop sell more." />;
  } else {
    content = (
      <ul className="space-y-2.5">
        {query.data.promos.map((promo) => (
          <PromoRow key={promo._id} promo={promo} onPause={onPause} busy={pause.isPending && pause.variables?.id === promo._id} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <SectionHeader
        title="Promos"
        description="Codes customers type at checkout. The server decides each discount; a code's shop or Sokoni pays for it, as set."
        actions={<Button onClick={() => setCreating(true)}>New promo code</Button>}
      />
      {content}
      {creating && <PromoForm onClose={() => setCreating(false)} />}
    </>
  );
}

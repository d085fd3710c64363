import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const query = useQuery(promosQueryOptions());
  const [creating, setCreating] = useState(false);
  const pause = useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) => setPromoPaused(id, paused),
    onSuccess: (promo) => {
      showToast(promo.paused ? t('promos.pausedToast', { code: promo.code }) : t('promos.activeToast', { code: promo.code }));
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => showToast(messageOf(error, t('promos.couldNotChange')), 'error'),
  });
  const onPause = (promo: TPromo, paused: boolean) => pause.mutate({ id: promo._id, paused });

  let content;
  if (query.isPending) {
    content = (
      <div role="status" aria-label={t('promos.loading')} className="space-y-2.5">
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
    );
  } else if (query.isError) {
    content = <ErrorState title={t('promos.couldNotLoad')} message={messageOf(query.error, t('pleaseTryAgain'))} onRetry={() => void query.refetch()} />;
  } else if (query.data.promos.length === 0) {
    content = <EmptyState title={t('promos.none')} description={t('promos.noneDescription')} />;
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
        title={t('sections.promos')}
        description={t('promos.description')}
        actions={<Button onClick={() => setCreating(true)}>{t('promos.new')}</Button>}
      />
      {content}
      {creating && <PromoForm onClose={() => setCreating(false)} />}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { TDeliveryAttention } from '@sokoni/domain/contracts/delivery-attention';
import { Button } from '../../../components/ui/button.tsx';
import { QueryStates } from '../../../components/ui/query-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useConfirmDelivered, useDeliveryAttention, useReviewDelivery, useUnlockDeliveryPin, type AttentionFilter } from '../api/delivery-attention.ts';
import { DeliveryAttentionCard } from './delivery-attention-card.tsx';
import { FilterTabs } from './filter-tabs.tsx';
import { ReasonModal } from './reason-modal.tsx';
import { SectionHeader } from './section-header.tsx';

const FILTERS = ['open', 'all'] as const satisfies ReadonlyArray<AttentionFilter>;

type Decision = { kind: 'unlock' | 'confirm'; item: TDeliveryAttention };

/**
 * Deliveries that need attention: PIN entry locked after 5 wrong tries, and hand-overs without the
 * PIN (with the rider's photo and note). Each is marked reviewed; a locked one can be unlocked or
 * confirmed delivered on the customer's word.
 */
export function DeliveriesSection() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<AttentionFilter>('open');
  const query = useDeliveryAttention(filter);
  const review = useReviewDelivery();
  const unlock = useUnlockDeliveryPin();
  const confirm = useConfirmDelivered();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const filters = FILTERS.map((value) => ({ value, label: t(`deliveries.filters.${value}`) }));

  return (
    <>
      <SectionHeader
        title={t('sections.deliveries')}
        description={t('deliveries.description')}
      />
      <div className="mb-4">
        <FilterTabs label={t('deliveries.which')} options={filters} value={filter} onChange={setFilter} />
      </div>
      <QueryStates
        query={query}
        loadingLabel={t('deliveries.loading')}
        skeletons={
          <>
            <Skeleton className="h-36 w-full rounded-2xl" />
            <Skeleton className="h-36 w-full rounded-2xl" />
          </>
        }
        errorTitle={t('deliveries.couldNotLoad')}
        errorFallback={t('pleaseTryAgain')}
        isEmpty={(data) => data.length === 0}
        empty={{ title: filter === 'open' ? t('deliveries.nothingToReview') : t('deliveries.none') }}
      >
        {(data) => (
          <ul className="space-y-2.5">
            {data.map((item) => (
              <li key={item._id}>
                <DeliveryAttentionCard
                  item={item}
                  actions={
                    <>
                      {item.canUnlock && (
                        <Button size="sm" variant="secondary" onClick={() => setDeciding({ kind: 'unlock', item })}>
                          {t('deliveries.unlockPinAsk')}
                        </Button>
                      )}
                      {item.canConfirmDelivery && (
                        <Button size="sm" variant="secondary" onClick={() => setDeciding({ kind: 'confirm', item })}>
                          {t('deliveries.confirmDeliveredAsk')}
                        </Button>
                      )}
                      {!item.reviewedAt && (
                        <Button size="sm" loading={review.isPending && review.variables?.id === item._id} onClick={() => review.mutate({ id: item._id })}>
                          {t('deliveries.markReviewed')}
                        </Button>
                      )}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <ReasonModal
        open={deciding?.kind === 'unlock'}
        onClose={() => setDeciding(null)}
        title={t('deliveries.unlockTitle', { id: deciding?.item.orderId ?? '' })}
        description={t('deliveries.unlockDescription')}
        confirmLabel={t('deliveries.unlockPin')}
        confirmVariant="primary"
        onConfirm={(reason) => unlock.mutateAsync({ id: deciding!.item._id, reason })}
      />
      <ReasonModal
        open={deciding?.kind === 'confirm'}
        onClose={() => setDeciding(null)}
        title={t('deliveries.confirmTitle', { id: deciding?.item.orderId ?? '' })}
        description={t('deliveries.confirmDescription')}
        confirmLabel={t('deliveries.confirmDelivered')}
        confirmVariant="primary"
        onConfirm={(reason) => confirm.mutateAsync({ id: deciding!.item._id, reason })}
      />
    </>
  );
}

import { useState } from 'react';
import type { TDeliveryAttention } from '@sokoni/domain/contracts/delivery-attention';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useConfirmDelivered, useDeliveryAttention, useReviewDelivery, useUnlockDeliveryPin, type AttentionFilter } from '../api/delivery-attention.ts';
import { DeliveryAttentionCard } from './delivery-attention-card.tsx';
import { FilterTabs } from './filter-tabs.tsx';
import { ReasonModal } from './reason-modal.tsx';
import { SectionHeader } from './section-header.tsx';

const FILTERS = [
  { value: 'open', label: 'To review' },
  { value: 'all', label: 'All' },
] as const satisfies ReadonlyArray<{ value: AttentionFilter; label: string }>;

type Decision = { kind: 'unlock' | 'confirm'; item: TDeliveryAttention };

/**
 * Deliveries that need attention: PIN entry locked after 5 wrong tries, and hand-overs without the
 * PIN (with the rider's photo and note). Each is marked reviewed; a locked one can be unlocked or
 * confirmed delivered on the customer's word.
 */
export function DeliveriesSection() {
  const [filter, setFilter] = useState<AttentionFilter>('open');
  const query = useDeliveryAttention(filter);
  const review = useReviewDelivery();
  const unlock = useUnlockDeliveryPin();
  const confirm = useConfirmDelivered();
  const [deciding, setDeciding] = useState<Decision | null>(null);

  return (
    <>
      <SectionHeader
        title="Deliveries"
        description="Deliveries that need a look: PIN entry locked after 5 wrong tries, or handed over without the PIN. Call the customer, then decide."
      />
      <div className="mb-4">
        <FilterTabs label="Which deliveries" options={FILTERS} value={filter} onChange={setFilter} />
      </div>
      {query.isPending ? (
        <div role="status" aria-label="Loading deliveries" className="space-y-2.5">
          <Skeleton className="h-36 w-full rounded-2xl" />
          <Skeleton className="h-36 w-full rounded-2xl" />
        </div>
      ) : query.isError ? (
        <ErrorState title="Could not load deliveries" message={messageOf(query.error, 'Please try again.')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={filter === 'open' ? 'Nothing to review: every delivery went through with its PIN' : 'No flagged deliveries yet'} />
      ) : (
        <ul className="space-y-2.5">
          {query.data.map((item) => (
            <li key={item._id}>
              <DeliveryAttentionCard
                item={item}
                actions={
                  <>
                    {item.canUnlock && (
                      <Button size="sm" variant="secondary" onClick={() => setDeciding({ kind: 'unlock', item })}>
                        Unlock PIN…
                      </Button>
                    )}
                    {item.canConfirmDelivery && (
                      <Button size="sm" variant="secondary" onClick={() => setDeciding({ kind: 'confirm', item })}>
                        Confirm delivered…
                      </Button>
                    )}
                    {!item.reviewedAt && (
                      <Button size="sm" loading={review.isPending && review.variables?.id === item._id} onClick={() => review.mutate({ id: item._id })}>
                        Mark reviewed
                      </Button>
                    )}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <ReasonModal
        open={deciding?.kind === 'unlock'}
        onClose={() => setDeciding(null)}
        title={`Unlock the PIN of order ${deciding?.item.orderId ?? ''}`}
        description="The rider can enter the customer's PIN again. Say why, for the audit log."
        confirmLabel="Unlock PIN"
        confirmVariant="primary"
        onConfirm={(reason) => unlock.mutateAsync({ id: deciding!.item._id, reason })}
      />
      <ReasonModal
        open={deciding?.kind === 'confirm'}
        onClose={() => setDeciding(null)}
        title={`Confirm order ${deciding?.item.orderId ?? ''} delivered`}
        description="Only when the customer told you they have the order. It moves to Delivered, as if the rider had entered the PIN."
        confirmLabel="Confirm delivered"
        confirmVariant="primary"
        onConfirm={(reason) => confirm.mutateAsync({ id: deciding!.item._id, reason })}
      />
    </>
  );
}

import { storeStatusLabel } from '@sokoni/domain/store-status-words';
import { useNow } from '../../../components/ui/store-status-badge.tsx';
import { useCartStores } from '../api/get-cart-stores.ts';
import { Button } from '../../../components/ui/button.tsx';

/** Says which shops in the cart stopped taking orders since their items were added, and when they open. */
export function ClosedShopsNote({ shopIds, onSchedule }: { shopIds: readonly string[]; onSchedule?: () => void }) {
  const now = useNow();
  const closed = useCartStores(shopIds).filter((store) => !store.openNow);
  if (closed.length === 0) return null;
  return (
    <div role="alert" className="mt-3 space-y-1 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
      {closed.map((store) => (
        <p key={store._id}>
          <span className="font-semibold">{store.businessName}</span> is not taking orders now ({storeStatusLabel(store, now)}). Remove its
          items or order when it opens.
        </p>
      ))}
      {onSchedule && (
        <Button variant="secondary" size="sm" className="mt-1" onClick={onSchedule}>
          Schedule for later
        </Button>
      )}
    </div>
  );
}

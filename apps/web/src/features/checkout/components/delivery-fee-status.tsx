import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatKsh } from '../../../lib/format.ts';
import { FEE_FAILED } from '../checkout-guards.ts';
import type { DeliveryFee } from '../hooks/use-delivery-fee.ts';

/** Where the fee stands, and above it a warning when the delivery is a long, costly one. */
export function DeliveryFeeStatus({ fee, isOwn }: { fee: DeliveryFee; isOwn: boolean }) {
  return (
    <>
      {!isOwn && fee.warning && (
        <Alert tone="warning" className="mb-2">
          <p className="font-semibold">{fee.warning}</p>
        </Alert>
      )}
      <FeeState fee={fee} isOwn={isOwn} />
    </>
  );
}

/** Where the fee stands: waiting for an address, calculating, ready, or failed with a way to retry. */
function FeeState({ fee, isOwn }: { fee: DeliveryFee; isOwn: boolean }) {
  if (isOwn) return <p className="text-sm text-stone-600">No delivery fee: you collect the order or arrange your own delivery.</p>;
  switch (fee.state) {
    case 'waiting':
      return <p className="text-sm text-stone-600">Add your town and pin your location in step 1 to see the delivery fee.</p>;
    case 'calculating':
      return (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
          <Spinner className="text-primary-700" /> Calculating delivery cost…
        </p>
      );
    case 'failed':
      return (
        <Alert tone="error">
          <p className="font-semibold">{FEE_FAILED}</p>
          {fee.reason && <p className="mt-0.5">{fee.reason}</p>}
          <Button variant="secondary" size="sm" className="mt-2" onClick={fee.retry}>
            Try again
          </Button>
        </Alert>
      );
    case 'ready': {
      const farthest = fee.quote?.breakdown.farthestKm;
      return (
        <p role="status" className="text-sm text-stone-700">
          Delivery fee <span className="font-semibold text-stone-900">{formatKsh(fee.fee ?? 0)}</span>
          {farthest !== undefined && <> · farthest shop about {farthest.toFixed(1)} km away</>}
        </p>
      );
    }
  }
}

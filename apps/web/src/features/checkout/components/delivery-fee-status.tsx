import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatKsh } from '../../../lib/format.ts';
import type { DeliveryFee } from '../hooks/use-delivery-fee.ts';
import { Trans, useTranslation } from 'react-i18next';

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
  const { t } = useTranslation(['checkout', 'common']);
  if (isOwn) return <p className="text-sm text-stone-600">{t('fee.own')}</p>;
  switch (fee.state) {
    case 'waiting':
      return <p className="text-sm text-stone-600">{t('fee.waiting')}</p>;
    case 'calculating':
      return (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
          <Spinner className="text-primary-700" /> {t('fee.calculating')}
        </p>
      );
    case 'failed':
      return (
        <Alert tone="error">
          <p className="font-semibold">{t('fee.failed')}</p>
          {fee.reason && <p className="mt-0.5">{fee.reason}</p>}
          <Button variant="secondary" size="sm" className="mt-2" onClick={fee.retry}>
            {t('common:tryAgain')}
          </Button>
        </Alert>
      );
    case 'ready': {
      const farthest = fee.quote?.breakdown.farthestKm;
      return (
        <p role="status" className="text-sm text-stone-700">
          <Trans t={t} i18nKey="fee.ready" values={{ fee: formatKsh(fee.fee ?? 0) }} components={{ fee: <span className="font-semibold text-stone-900" /> }} />
          {farthest !== undefined && ` · ${t('fee.farthest', { km: farthest.toFixed(1) })}`}
        </p>
      );
    }
  }
}

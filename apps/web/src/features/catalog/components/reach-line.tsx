import type { TStoreReach } from '@sokoni/domain/contracts/delivery-reach';
import { formatKsh } from '@sokoni/domain/money';
import { TruckIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from 'react-i18next';

/** '2.7 km · delivery Ksh 100.00' on a card shown for a place; far shops' fee in the warning colour. */
export function ReachLine({ reach }: { reach: TStoreReach }) {
  const { t } = useTranslation();
  return (
    <p className={reach.deliversHere ? 'flex items-center gap-1 text-xs text-stone-600' : 'flex items-center gap-1 text-xs font-medium text-amber-800'}>
      <TruckIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <span>
        {t('reachLine', { km: reach.distanceKm, fee: formatKsh(reach.deliveryFee) })}
      </span>
    </p>
  );
}

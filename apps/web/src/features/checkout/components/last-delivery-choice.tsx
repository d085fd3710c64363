import { Button } from '../../../components/ui/button.tsx';
import { usePlaceName } from '../../../components/map/use-place-name.ts';
import type { LastDelivery } from '../api/get-last-delivery.ts';
import { placeWords } from './delivery-place-label.tsx';
import { useTranslation } from 'react-i18next';

/** 'Deliver where you did last time', with the words of that place; offered before the saved places. */
export function LastDeliveryChoice({ last, onPick }: { last: LastDelivery; onPick: () => void }) {
  const { t } = useTranslation('checkout');
  const place = usePlaceName(last.location);
  const words = placeWords(place?.tone === 'info' ? place.text : last.town, { landmark: last.address?.landmark ?? '', building: last.address?.building ?? '' });
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-stone-200 p-3.5 text-sm">
      <p className="min-w-0">
        <span className="block font-semibold text-stone-900">{t('details.lastUsed')}</span>
        <span className="block text-stone-700">{words}</span>
      </p>
      <Button variant="secondary" size="sm" onClick={onPick}>
        {t('details.useLastUsed')}
      </Button>
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeliveryPlace } from '../../lib/use-delivery-place.ts';
import { useHasOpened } from '../../lib/use-has-opened.ts';
import { MapPinIcon } from '../ui/icons.tsx';

// The picker (towns, 'Use my location') is in every page's header but loads when first opened.
const DeliveryPlaceDialog = lazy(() => import('./delivery-place-dialog.tsx').then((m) => ({ default: m.DeliveryPlaceDialog })));

/** 'Delivering to Nakuru · change' in the header; 'Choose where to deliver' before the first pick. */
export function DeliveryPlaceButton() {
  const { t } = useTranslation('layout');
  const place = useDeliveryPlace();
  const [open, setOpen] = useState(false);
  const opened = useHasOpened(open);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={place ? t('place.deliveringToChange', { town: place.town }) : undefined}
        className="flex min-h-11 min-w-0 items-center gap-1 rounded-full px-2 text-left text-xs text-stone-600 hover:bg-stone-100 sm:text-sm"
      >
        <MapPinIcon className="size-4 shrink-0 text-primary-700" aria-hidden="true" />
        {place ? (
          <span className="min-w-0 truncate">
            {/* A phone has room for the town, not the words before it (the button's name keeps them). */}
            <span className="hidden sm:inline">{t('place.deliveringTo')}</span>
            <strong className="font-semibold text-stone-900">{place.town}</strong>
            <span aria-hidden="true"> · </span>
            <span className="text-primary-800 underline underline-offset-2">{t('place.change')}</span>
          </span>
        ) : (
          <span className="truncate text-primary-800 underline underline-offset-2">{t('place.choose')}</span>
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <DeliveryPlaceDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { useState } from 'react';
import { useDeliveryPlace } from '../../lib/use-delivery-place.ts';
import { MapPinIcon } from '../ui/icons.tsx';
import { Modal } from '../ui/modal.tsx';
import { DeliveryPlacePicker } from './delivery-place-picker.tsx';

/** 'Delivering to Nakuru · change' in the header; 'Choose where to deliver' before the first pick. */
export function DeliveryPlaceButton() {
  const place = useDeliveryPlace();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={place ? `Delivering to ${place.town} · change` : undefined}
        className="flex min-h-11 min-w-0 items-center gap-1 rounded-full px-2 text-left text-xs text-stone-600 hover:bg-stone-100 sm:text-sm"
      >
        <MapPinIcon className="size-4 shrink-0 text-primary-700" aria-hidden="true" />
        {place ? (
          <span className="min-w-0 truncate">
            {/* A phone has room for the town, not the words before it (the button's name keeps them). */}
            <span className="hidden sm:inline">Delivering to </span>
            <strong className="font-semibold text-stone-900">{place.town}</strong>
            <span aria-hidden="true"> · </span>
            <span className="text-primary-800 underline underline-offset-2">change</span>
          </span>
        ) : (
          <span className="truncate text-primary-800 underline underline-offset-2">Choose where to deliver</span>
        )}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Where should we deliver?" description="Shops that deliver there are shown first.">
        <DeliveryPlacePicker onChosen={() => setOpen(false)} />
      </Modal>
    </>
  );
}

import { DeliveryPlacePicker } from '../../../components/layout/delivery-place-picker.tsx';

/** First visit: ask where to deliver, so the grid can show the shops near the customer first. */
export function DeliveryPlacePrompt() {
  return (
    <section aria-labelledby="place-prompt-heading" className="mt-4 rounded-2xl border border-primary-200 bg-primary-50 p-4 sm:p-5">
      <h3 id="place-prompt-heading" className="text-base font-bold text-stone-900">
        Where should we deliver?
      </h3>
      <p className="mb-3 mt-1 text-sm text-stone-600">Pick your town to see the shops that deliver to you first.</p>
      <DeliveryPlacePicker />
    </section>
  );
}

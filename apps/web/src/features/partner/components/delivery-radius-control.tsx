import { z } from 'zod';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { DEFAULT_DELIVERY_RADIUS_KM, MAX_DELIVERY_RADIUS_KM } from '@sokoni/domain/delivery-reach';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useUpdatePartner } from '../api/update-partner.ts';

// The same bounds as the API's, worded for the shop rather than naming the API's field.
const ZRadiusForm = z.object({
  radius: z
    .string()
    .trim()
    .min(1, 'Enter how many kilometres you deliver')
    .transform(Number)
    .pipe(
      z
        .number({ error: 'Enter a number of kilometres' })
        .min(1, 'Deliver at least 1 km')
        .max(MAX_DELIVERY_RADIUS_KM, `At most ${MAX_DELIVERY_RADIUS_KM} km`),
    ),
});

/** How far the store delivers: customers further away see it under 'Further away' and cannot order platform delivery. */
export function DeliveryRadiusControl({ partner }: { partner: TPartner }) {
  const update = useUpdatePartner(partner._id);
  const current = partner.deliveryRadiusKm ?? DEFAULT_DELIVERY_RADIUS_KM;
  const form = useCheckedForm({
    initial: { radius: String(current) },
    schema: ZRadiusForm,
    labels: { radius: 'Delivery radius' },
    onEdit: 'clear',
    save: async ({ radius }) => {
      await update.mutateAsync({ deliveryRadiusKm: radius });
    },
  });
  return (
    <section aria-labelledby="radius-heading" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 id="radius-heading" className="text-base font-bold text-stone-900">
        Delivery area
      </h3>
      <p className="text-sm text-stone-600">
        Customers within this distance of your shop's pin see you first and can order delivery. Now: {current} km
        {partner.deliveryRadiusKm === null || partner.deliveryRadiusKm === undefined ? ' (the Sokoni default)' : ''}.
      </p>
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="flex items-end gap-2">
        <TextField label="Delivery radius (km)" type="number" inputMode="decimal" min={1} step={0.5} containerClassName="w-44" {...form.bind('radius')} />
        <Button type="submit" loading={form.submitting} className="mb-0.5">
          Save radius
        </Button>
      </form>
      {update.isSuccess && !form.submitting && <p role="status" className="text-sm text-primary-800">Saved: you deliver up to {current} km.</p>}
      <FormAlert message={form.failure} />
    </section>
  );
}

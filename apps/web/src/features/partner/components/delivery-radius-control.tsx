import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { DEFAULT_DELIVERY_RADIUS_KM, MAX_DELIVERY_RADIUS_KM } from '@sokoni/domain/delivery-reach';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useUpdatePartner } from '../api/update-partner.ts';

// The same bounds as the API's, worded for the shop (in its language) rather than naming the API's field.
const radiusForm = (t: TFunction<'partner'>) =>
  z.object({
    radius: z
      .string()
      .trim()
      .min(1, t('radius.required'))
      .transform(Number)
      .pipe(
        z
          .number({ error: t('radius.notNumber') })
          .min(1, t('radius.tooSmall'))
          .max(MAX_DELIVERY_RADIUS_KM, t('radius.tooLarge', { max: MAX_DELIVERY_RADIUS_KM })),
      ),
  });

/** How far the store delivers: customers further away see it under 'Further away' and cannot order platform delivery. */
export function DeliveryRadiusControl({ partner }: { partner: TPartner }) {
  const { t } = useTranslation('partner');
  const update = useUpdatePartner(partner._id);
  const current = partner.deliveryRadiusKm ?? DEFAULT_DELIVERY_RADIUS_KM;
  const form = useCheckedForm({
    initial: { radius: String(current) },
    schema: radiusForm(t),
    labels: { radius: t('radius.fieldName') },
    onEdit: 'clear',
    save: async ({ radius }) => {
      await update.mutateAsync({ deliveryRadiusKm: radius });
    },
  });
  const field = { radius: form.bind('radius') };
  return (
    <section aria-labelledby="radius-heading" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 id="radius-heading" className="text-base font-bold text-stone-900">
        {t('radius.heading')}
      </h3>
      <p className="text-sm text-stone-600">
        {t(partner.deliveryRadiusKm === null || partner.deliveryRadiusKm === undefined ? 'radius.currentDefault' : 'radius.current', { km: current })}
      </p>
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="flex items-end gap-2">
        <TextField label={t('radius.label')} type="number" inputMode="decimal" min={1} step={0.5} containerClassName="w-44" {...field.radius} />
        <Button type="submit" loading={form.submitting} className="mb-0.5">
          {t('radius.save')}
        </Button>
      </form>
      {update.isSuccess && !form.submitting && <p role="status" className="text-sm text-primary-800">{t('radius.saved', { km: current })}</p>}
      <FormAlert message={form.failure} />
    </section>
  );
}

import { ZPartnerUpdate, type TPartner } from '@sokoni/domain/contracts/partner';
import { useTranslation } from 'react-i18next';
import { MapPicker } from '../../../components/map/map-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useUpdatePartner } from '../api/update-partner.ts';
import { TextAreaField } from './fields.tsx';

type Values = Record<'businessName' | 'businessType' | 'contactNumber' | 'email' | 'town' | 'location' | 'address' | 'description', string>;


const valuesOf = (p: TPartner): Values => ({
  businessName: p.businessName,
  businessType: p.businessType,
  contactNumber: p.contactNumber,
  email: p.email,
  town: p.town,
  location: p.location,
  address: p.address ?? '',
  description: p.description ?? '',
});

/** Edit the store's own details (PUT /api/partners/{id}); role and verification are not here. */
export function ProfileForm({ partner, onDone }: { partner: TPartner; onDone: () => void }) {
  const { t } = useTranslation('partner');
  const update = useUpdatePartner(partner._id);
  const labels: Record<keyof Values, string> = {
    businessName: t('profileForm.businessName'),
    businessType: t('profileForm.businessType'),
    contactNumber: t('profileForm.contactNumber'),
    email: t('profileForm.email'),
    town: t('profileForm.town'),
    location: t('profileForm.location'),
    address: t('profileForm.address'),
    description: t('profileForm.description'),
  };
  const { formRef, values, set, bind, errors, failure, onSubmit } = useCheckedForm({
    initial: () => valuesOf(partner),
    schema: ZPartnerUpdate,
    labels: labels,
    failureOf: (error) => messageOf(error, t('profileForm.failed')),
    async save(_parsed, current) {
      await update.mutateAsync(current);
      showToast(t('profileForm.saved'));
      onDone();
    },
  });
  // Each field's props, bound before the markup: field names are not words on screen.
  const field = {
    businessName: bind('businessName'),
    businessType: bind('businessType'),
    contactNumber: bind('contactNumber'),
    email: bind('email'),
    town: bind('town'),
    address: bind('address'),
    description: bind('description'),
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('profileForm.label')}>
      <FormAlert message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.businessName} autoComplete="organization" {...field.businessName} />
        <TextField label={labels.businessType} {...field.businessType} />
        <TextField label={labels.contactNumber} type="tel" autoComplete="tel" {...field.contactNumber} />
        <TextField label={labels.email} type="email" autoComplete="email" {...field.email} />
        <TextField label={labels.town} autoComplete="address-level2" {...field.town} />
        <TextField label={labels.address} optional autoComplete="street-address" {...field.address} />
      </div>
      <MapPicker value={values.location} onChange={set('location')} town={values.town} label={t('profileForm.locationPicker')} error={errors['location']} />
      <TextAreaField label={labels.description} optional rows={4} hint={t('profileForm.descriptionHint')} {...field.description} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('profileForm.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('profileForm.save')}
        </Button>
      </div>
    </form>
  );
}

import { ZPartnerUpdate, type TPartner } from '@sokoni/domain/contracts/partner';
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

const LABELS: Record<keyof Values, string> = {
  businessName: 'Business name',
  businessType: 'Business type',
  contactNumber: 'Contact number',
  email: 'Email',
  town: 'Town',
  location: 'Store location',
  address: 'Address',
  description: 'Description',
};

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
  const update = useUpdatePartner(partner._id);
  const { formRef, values, set, bind, errors, failure, onSubmit } = useCheckedForm({
    initial: () => valuesOf(partner),
    schema: ZPartnerUpdate,
    labels: LABELS,
    failureOf: (error) => messageOf(error, 'Your profile could not be saved. Please try again.'),
    async save(_parsed, current) {
      await update.mutateAsync(current);
      showToast('Profile updated.');
      onDone();
    },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Edit profile">
      <FormAlert message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={LABELS.businessName} autoComplete="organization" {...bind('businessName')} />
        <TextField label={LABELS.businessType} {...bind('businessType')} />
        <TextField label={LABELS.contactNumber} type="tel" autoComplete="tel" {...bind('contactNumber')} />
        <TextField label={LABELS.email} type="email" autoComplete="email" {...bind('email')} />
        <TextField label={LABELS.town} autoComplete="address-level2" {...bind('town')} />
        <TextField label={LABELS.address} optional autoComplete="street-address" {...bind('address')} />
      </div>
      <MapPicker value={values.location} onChange={set('location')} town={values.town} label="Store location (lat,lng)" error={errors['location']} />
      <TextAreaField label={LABELS.description} optional rows={4} hint="What you sell, opening hours, anything customers should know." {...bind('description')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}

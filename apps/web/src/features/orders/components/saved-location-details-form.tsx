import { useTranslation } from 'react-i18next';
import type { TSavedLocation } from '@sokoni/domain/contracts/locations';
import { AddressFields } from '../../../components/address/address-fields.tsx';
import { addressErrors, addressOf, draftOf, type AddressDraft, type AddressErrors } from '../../../components/address/address-draft.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useUpdateSavedLocationAddress } from '../../../lib/saved-locations.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useSavedLocationLabel } from './saved-location-label.ts';

/** Edit what helps a rider find a saved place; its label and pin stay as saved. */
export function SavedLocationDetailsForm({ userId, location, onDone }: { userId: string; location: TSavedLocation; onDone: () => void }) {
  const { t } = useTranslation('orders');
  const labelOf = useSavedLocationLabel();
  const update = useUpdateSavedLocationAddress(userId);
  const { values, set, failure, errors, onSubmit } = useCheckedForm<{ address: AddressDraft }, { address?: AddressErrors }>({
    initial: { address: draftOf(location) },
    check: ({ address }) => {
      const problems = addressErrors(address);
      return problems ? { address: problems } : null;
    },
    failureOf: (error) => messageOf(error, t('savedLocations.detailsFailed')),
    async save({ address }) {
      await update.mutateAsync({ locationId: location._id, address: addressOf(address) });
      showToast(t('savedLocations.detailsSaved'));
      onDone();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('savedLocations.detailsOf', { label: labelOf(location.label) })} className="space-y-4 rounded-2xl border border-stone-200 p-4">
      <FormAlert message={failure} />
      <AddressFields value={values.address} onChange={set('address')} errors={errors.address ?? {}} idPrefix={`saved-${location._id}`} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('savedLocations.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('savedLocations.saveDetails')}
        </Button>
      </div>
    </form>
  );
}

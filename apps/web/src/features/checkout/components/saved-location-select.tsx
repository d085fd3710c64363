import { useQuery } from '@tanstack/react-query';
import type { TSavedLocation } from '@sokoni/domain/contracts/locations';
import { useId } from 'react';
import { FieldLabel, inputClasses } from '../../../components/ui/field-parts.tsx';
import { savedLocationsQueryOptions } from '../../../lib/saved-locations.ts';
import { useTranslation } from 'react-i18next';

/** Pick one of the customer's saved locations to fill the town and the pin. Hidden when there are none. */
export function SavedLocationSelect({ userId, onPick }: { userId: string; onPick: (location: TSavedLocation) => void }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const { data: locations = [] } = useQuery(savedLocationsQueryOptions(userId));
  if (locations.length === 0) return null;
  return (
    <div>
      <FieldLabel htmlFor={id}>{t('savedLocations.label')}</FieldLabel>
      <select
        id={id}
        defaultValue=""
        onChange={(event) => {
          const picked = locations.find((l) => l._id === event.target.value);
          if (picked) onPick(picked);
        }}
        className={inputClasses(false)}
      >
        <option value="" disabled>
          {t('savedLocations.choose')}
        </option>
        {locations.map((location) => (
          <option key={location._id} value={location._id}>
            {location.label} — {location.town}
          </option>
        ))}
      </select>
    </div>
  );
}

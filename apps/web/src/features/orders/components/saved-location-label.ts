import { SAVED_LOCATION_LABELS } from '@sokoni/domain/contracts/locations';
import { useTranslation } from 'react-i18next';

type SavedLabel = (typeof SAVED_LOCATION_LABELS)[number];
const isSavedLabel = (label: string): label is SavedLabel => (SAVED_LOCATION_LABELS as readonly string[]).includes(label);

/**
 * A saved location's label in the reader's language. The server stores 'Home', 'Office' or 'Other'
 * and keeps doing so; a label it does not know shows as it is.
 */
export function useSavedLocationLabel(): (label: string) => string {
  const { t } = useTranslation('orders');
  return (label) => (isSavedLabel(label) ? t(`savedLocations.labels.${label}`) : label);
}

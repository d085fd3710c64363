import { useTranslation } from 'react-i18next';
import { MapPicker } from '../../../components/map/map-picker.tsx';

/**
 * The sign-up delivery point (or store location): pinned on the map, typed as 'lat,lng', or
 * taken from the device. The town typed above re-centres the map.
 */
export function LocationField({
  value,
  onChange,
  error,
  town,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  town?: string;
  label?: string;
}) {
  const { t } = useTranslation('auth');
  return <MapPicker value={value} onChange={onChange} error={error} town={town} label={label ?? t('fields.locationLatLng')} />;
}

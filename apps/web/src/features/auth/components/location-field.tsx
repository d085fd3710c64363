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
  label = 'Location (lat,lng)',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  town?: string;
  label?: string;
}) {
  return <MapPicker value={value} onChange={onChange} error={error} town={town} label={label} />;
}

import { formatLatLng, parseLatLng } from '@sokoni/domain/geo';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CrosshairIcon } from '../../../components/ui/icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

const GEO_ERRORS: Record<number, string> = {
  1: 'Location access was refused. Type your coordinates instead.',
  2: 'Your location could not be found. Type your coordinates instead.',
  3: 'Finding your location took too long. Please try again.',
};

/**
 * The delivery point as 'lat,lng': typed, or taken from the device. A map picker will sit
 * behind the same value and onChange.
 */
export function LocationField({
  value,
  onChange,
  error,
  label = 'Location (lat,lng)',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  label?: string;
}) {
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locateMe = () => {
    setGeoError(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange(formatLatLng({ lat: position.coords.latitude, lng: position.coords.longitude }));
      },
      (failure) => {
        setLocating(false);
        setGeoError(GEO_ERRORS[failure.code] ?? 'Your location could not be found.');
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const point = parseLatLng(value);
  return (
    <div className="space-y-2">
      <TextField
        label={label}
        name="location"
        inputMode="decimal"
        autoComplete="off"
        placeholder="-0.303099, 36.080026"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error ?? geoError}
        hint={point ? `Pinned at ${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}` : 'Latitude and longitude of where you want deliveries, e.g. -0.303099, 36.080026'}
      />
      {supported && (
        <Button variant="secondary" size="sm" onClick={locateMe} loading={locating}>
          {!locating && <CrosshairIcon className="size-4" />}
          {locating ? 'Finding you…' : 'Use my current location'}
        </Button>
      )}
    </div>
  );
}

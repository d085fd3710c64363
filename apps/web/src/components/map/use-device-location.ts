import type { LatLng } from '@sokoni/domain/geo';
import { useState } from 'react';

const GEO_ERRORS: Record<number, string> = {
  1: 'Location access was refused. Pin the map or type your coordinates instead.',
  2: 'Your location could not be found. Pin the map or type your coordinates instead.',
  3: 'Finding your location took too long. Please try again.',
};

/** 'Use my current location': the device's position, with a readable reason when it fails. */
export function useDeviceLocation(onFound: (point: LatLng) => void) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = () => {
    setError(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (failure) => {
        setLocating(false);
        setError(GEO_ERRORS[failure.code] ?? 'Your location could not be found.');
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return { supported, locating, error, locate };
}

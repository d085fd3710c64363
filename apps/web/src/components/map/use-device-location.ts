import type { LatLng } from '@sokoni/domain/geo';
import { useState } from 'react';
import { i18n } from '../../i18n/i18n.ts';

// GeolocationPositionError codes.
const GEO_ERRORS: Record<number, 'refused' | 'unavailable' | 'timeout'> = { 1: 'refused', 2: 'unavailable', 3: 'timeout' };

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
        const reason = GEO_ERRORS[failure.code];
        setError(reason ? i18n.t(`map:device.${reason}`) : i18n.t('map:device.notFound'));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return { supported, locating, error, locate };
}

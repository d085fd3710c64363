import { SHARE_EVERY_MS, shouldShareFix, type Fix } from '@sokoni/domain/dispatch';
import { useEffect, useRef, useState } from 'react';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { shareLocation } from '../api/share-location.ts';
import { i18n } from '../../../i18n/i18n.ts';

export type SharingState = 'off' | 'locating' | 'sharing' | 'problem';

interface Reading {
  lat: number;
  lng: number;
  accuracy: number | null;
  heading: number | null;
  speed: number | null;
}

/** Phones report NaN heading or speed while standing; the server wants a number or nothing. */
const reading = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The browser's GeolocationPositionError codes, as keys in the driver catalogue. */
const GEO_PROBLEMS: Record<number, 'position.blocked' | 'position.unavailable' | 'position.slow'> = {
  1: 'position.blocked',
  2: 'position.unavailable',
  3: 'position.slow',
};

/**
 * While `active` (online, or carrying an order) the phone's position goes to the server: when the
 * rider has moved 50 m or 10 s have passed, never faster than the server takes. A rider standing
 * still is re-sent every 10 s so the position does not go stale.
 */
export function usePositionSharing(active: boolean): { state: SharingState; problem: string | null; sharedWith: number } {
  const [state, setState] = useState<SharingState>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const [sharedWith, setSharedWith] = useState(0);
  const lastSent = useRef<Fix | null>(null);
  const latest = useRef<Reading | null>(null);
  const sending = useRef(false);

  useEffect(() => {
    if (!active) {
      setState('off');
      setProblem(null);
      lastSent.current = null;
      return;
    }
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState('problem');
      setProblem(i18n.t('driver:position.unsupported'));
      return;
    }
    setState('locating');
    let stopped = false;

    const send = () => {
      const now = latest.current;
      if (!now || sending.current || stopped) return;
      const fix: Fix = { position: { lat: now.lat, lng: now.lng }, at: new Date() };
      if (!shouldShareFix(lastSent.current, fix)) return;
      sending.current = true;
      // A refused fix still counts as sent: the next try waits its turn instead of hammering.
      lastSent.current = fix;
      shareLocation(now)
        .then((answer) => {
          if (stopped) return;
          setState('sharing');
          setProblem(null);
          setSharedWith(answer.sharedWith);
        })
        .catch((error: unknown) => {
          if (stopped || (error instanceof ApiError && error.status === 429)) return;
          setState('problem');
          setProblem(messageOf(error, i18n.t('driver:position.shareFailed')));
        })
        .finally(() => {
          sending.current = false;
        });
    };

    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        latest.current = { lat: coords.latitude, lng: coords.longitude, accuracy: reading(coords.accuracy), heading: reading(coords.heading), speed: reading(coords.speed) };
        send();
      },
      (failure) => {
        if (stopped) return;
        setState(failure.code === 3 ? 'locating' : 'problem');
        setProblem(i18n.t(`driver:${GEO_PROBLEMS[failure.code] ?? 'position.notFound'}`));
      },
      { enableHighAccuracy: true, maximumAge: 5000, timeout: 30_000 },
    );
    const timer = window.setInterval(send, SHARE_EVERY_MS);
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(timer);
    };
  }, [active]);

  return { state, problem, sharedWith };
}

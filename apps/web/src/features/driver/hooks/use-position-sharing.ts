import { SHARE_EVERY_MS, shouldShareFix, type Fix } from '@sokoni/domain/dispatch';
import { useEffect, useRef, useState } from 'react';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { shareLocation } from '../api/share-location.ts';

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

const GEO_PROBLEMS: Record<number, string> = {
  1: 'Location access is blocked. Allow it in your browser settings to be offered nearby orders and to show customers where you are.',
  2: 'Your position cannot be found right now. Move to open sky or check that location is on.',
  3: 'Finding your position is taking long. Still trying…',
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
      setProblem('This browser cannot share your position.');
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
          setProblem(messageOf(error, 'Your position could not be shared. Retrying…'));
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
        setProblem(GEO_PROBLEMS[failure.code] ?? 'Your position cannot be found right now.');
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

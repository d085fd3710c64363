import { haversineKm, type LatLng } from '@sokoni/domain/geo';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { geocodeTown } from './geo-api.ts';
import { townNotFound } from './geocode-messages.ts';

/** The spec's pause before a typed town is looked up. */
export const TOWN_PAUSE_MS = 500;

/** A pin this close to the town's centre already shows the town: the map stays on the pin. */
const PIN_IN_TOWN_KM = 15;

/**
 * Re-centres the map on `town` once typing has paused, unless the current pin is already in
 * that town (a saved location or a prefilled address keeps its pin in view).
 * Returns the spec's message when the town cannot be found.
 */
export function useTownCentre(map: LeafletMap | null, town: string | undefined, pinned: LatLng | null): string | null {
  const [note, setNote] = useState<string | null>(null);
  const pinnedRef = useRef(pinned);
  useLayoutEffect(() => {
    pinnedRef.current = pinned;
  });
  const wanted = (town ?? '').trim();

  useEffect(() => {
    setNote(null);
    if (!map || !wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      geocodeTown(wanted, controller.signal).then(
        (centre) => {
          if (!centre) return setNote(townNotFound());
          const pin = pinnedRef.current;
          if (!pin || haversineKm(pin, centre) > PIN_IN_TOWN_KM) map.setView(centre, map.getZoom());
        },
        () => {
          if (!controller.signal.aborted) setNote(townNotFound());
        },
      );
    }, TOWN_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [map, wanted]);

  return note;
}

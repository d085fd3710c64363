import type { TGeoConfig } from '@sokoni/domain/contracts/geo';
import type { LatLng } from '@sokoni/domain/geo';
import type * as Leaflet from 'leaflet';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export type LeafletLib = typeof Leaflet;

export interface LeafletMapState {
  L: LeafletLib | null;
  map: Leaflet.Map | null;
  /** Leaflet itself could not load (offline, blocked chunk): the coordinates box still works. */
  failed: boolean;
  /** Some map images could not load: clicking and pinning still work on the blank map. */
  tilesFailed: boolean;
}

/**
 * Creates a Leaflet map in `container` once the config is known, and removes it on unmount.
 * Clicks are reported through the latest `onClick`.
 */
export function useLeafletMap(
  container: RefObject<HTMLDivElement | null>,
  config: TGeoConfig | null,
  /** Where the map starts (a form's existing pin); null for the configured default centre. */
  initialPoint: LatLng | null,
  onClick: (point: LatLng) => void,
): LeafletMapState {
  const [state, setState] = useState<LeafletMapState>({ L: null, map: null, failed: false, tilesFailed: false });
  const onClickRef = useRef(onClick);
  useLayoutEffect(() => {
    onClickRef.current = onClick;
  });
  // Only the first centre matters: later moves are the picker's job.
  const startRef = useRef(initialPoint);

  useEffect(() => {
    if (!config) return;
    let cancelled = false;
    let map: Leaflet.Map | null = null;
    let observer: ResizeObserver | null = null;
    import('./leaflet-setup.ts')
      .then(({ default: L }) => {
        const element = container.current;
        if (cancelled || !element) return;
        map = L.map(element, { scrollWheelZoom: false, attributionControl: false }).setView(startRef.current ?? config.defaultCentre, config.zoom);
        L.tileLayer(config.tileUrl, { maxZoom: 19 })
          .on('tileerror', () => setState((s) => (s.tilesFailed ? s : { ...s, tilesFailed: true })))
          .addTo(map);
        map.on('click', (event: Leaflet.LeafletMouseEvent) => onClickRef.current({ lat: event.latlng.lat, lng: event.latlng.lng }));
        // A map created inside a sliding sheet or a changing layout must re-measure, or clicks land off the pin.
        if (typeof ResizeObserver !== 'undefined') {
          const created = map;
          observer = new ResizeObserver(() => created.invalidateSize());
          observer.observe(element);
        }
        setState({ L, map, failed: false, tilesFailed: false });
      })
      .catch(() => {
        if (!cancelled) setState((s) => ({ ...s, failed: true }));
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      map?.remove();
      setState({ L: null, map: null, failed: false, tilesFailed: false });
    };
  }, [config, container]);

  return state;
}

import { useQuery } from '@tanstack/react-query';
import { formatLatLng, parseLatLng, type LatLng } from '@sokoni/domain/geo';
import type { Marker } from 'leaflet';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { CrosshairIcon, MapPinIcon } from '../ui/icons.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { TextField } from '../ui/text-field.tsx';
import { FALLBACK_GEO_CONFIG, geoConfigQueryOptions, reverseGeocode } from './geo-api.ts';
import { geocoderFailedNote, placeNoteOf, type PlaceNote } from './geocode-messages.ts';
import { useDeviceLocation } from './use-device-location.ts';
import { useLeafletMap } from './use-leaflet-map.ts';
import { useTownCentre } from './use-town-centre.ts';
import { usePlaceName } from './use-place-name.ts';
import { useTranslation } from 'react-i18next';

export interface MapPickerProps {
  /** The pinned point as 'lat,lng' (possibly half-typed). */
  value: string;
  onChange: (value: string) => void;
  /** Typing a town re-centres the map on it after a short pause. */
  town?: string;
  label?: string;
  error?: string | null;
  name?: string;
  /** Where the map starts when nothing is pinned yet; the configured default centre otherwise. */
  centre?: LatLng;
  /**
   * false: no box for coordinates; the pin is chosen with 'Use my location' or on the map and said
   * in words ('near Kilimani'), as a customer says a place.
   */
  coordinates?: boolean;
}

/**
 * Choose a delivery point: click the map to drop a pin (it is then named by a reverse
 * geocode), type coordinates, or use the device's location. The map is OpenStreetMap through
 * Leaflet, loaded on demand; without tiles or without Leaflet the other two ways still work.
 */
export function MapPicker({ value, onChange, town, label, error, name = 'location', centre, coordinates = true }: MapPickerProps) {
  const { t } = useTranslation('map');
  const configQuery = useQuery(geoConfigQueryOptions());
  const config = configQuery.data ?? (configQuery.isError ? FALLBACK_GEO_CONFIG : null);
  const point = parseLatLng(value);
  const [startPoint] = useState(point);
  const containerRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef<Marker | null>(null);
  const lookup = useRef<AbortController | null>(null);
  const [place, setPlace] = useState<PlaceNote | null>(null);
  const mapLabelId = useId();

  const describe = (at: LatLng) => {
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setPlace({ tone: 'info', text: t('picker.lookingUp') });
    reverseGeocode(at, controller.signal).then(
      (answer) => !controller.signal.aborted && setPlace(placeNoteOf(answer)),
      (failure: unknown) => !controller.signal.aborted && setPlace(geocoderFailedNote(failure)),
    );
  };
  const pin = (at: LatLng) => {
    onChange(formatLatLng(at));
    // Without the coordinates box the pin is named below from its value, whoever set it.
    if (coordinates) describe(at);
  };
  const named = usePlaceName(coordinates ? '' : value);
  const shown = coordinates ? place : named;
  const labelId = useId();
  useEffect(() => () => lookup.current?.abort(), []);

  const { L, map, failed, tilesFailed } = useLeafletMap(containerRef, config, startPoint ?? centre ?? null, pin);
  const townNote = useTownCentre(map, town, point);
  const device = useDeviceLocation((at) => {
    pin(at);
    map?.setView(at, map.getZoom());
  });

  // The marker follows the value, whichever way it was set; the map follows when it leaves the view.
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (!map || !L) return;
    if (lat === undefined || lng === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (markerRef.current) markerRef.current.setLatLng([lat, lng]);
    else markerRef.current = L.marker([lat, lng], { keyboard: false, title: t('picker.pinned'), alt: t('picker.pinned') }).addTo(map);
    if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, L, lat, lng, t]);
  useEffect(
    () => () => {
      markerRef.current = null;
    },
    [map],
  );

  return (
    <div className="space-y-3">
      {coordinates ? (
        <TextField
          label={label ?? t('picker.label')}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          placeholder="-1.286389,36.817223"
          value={value}
          onChange={(event) => {
            setPlace(null);
            onChange(event.target.value);
          }}
          error={error ?? device.error}
          hint={t('picker.hint')}
        />
      ) : (
        <div>
          <p id={labelId} className="text-sm font-semibold text-stone-900">
            {label ?? t('place.where')}
          </p>
          <p className="text-sm text-stone-600">{t('place.pick')}</p>
          {(error ?? device.error) && (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error ?? device.error}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {device.supported && (
          <Button variant="secondary" size="sm" onClick={device.locate} loading={device.locating}>
            {!device.locating && <CrosshairIcon className="size-4" />}
            {device.locating ? t('picker.finding') : t('picker.useMyLocation')}
          </Button>
        )}
        {map && (
          <Button variant="ghost" size="sm" onClick={() => pin({ lat: map.getCenter().lat, lng: map.getCenter().lng })}>
            <MapPinIcon className="size-4" />
            {t('picker.pinCentre')}
          </Button>
        )}
      </div>
      {shown && (
        <p
          role={shown.tone === 'error' ? 'alert' : 'status'}
          aria-labelledby={coordinates ? undefined : labelId}
          data-testid="pinned-place"
          className={shown.tone === 'error' ? 'text-sm font-medium text-red-700' : 'flex items-center gap-1.5 text-sm text-stone-700'}
        >
          {shown.tone === 'info' && <MapPinIcon className="size-4 shrink-0 text-primary-700" />}
          {shown.text}
        </p>
      )}
      {townNote && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {townNote}
        </p>
      )}
      <figure className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-100">
        <div className="relative isolate">
          <div ref={containerRef} aria-labelledby={mapLabelId} className="h-[400px] w-full" data-testid="map-picker" />
          <span id={mapLabelId} className="sr-only">
            {t('picker.mapLabel')}
          </span>
          {!map && (
            <div className="absolute inset-0 z-[500] flex flex-col items-center justify-center gap-2 bg-stone-100 px-6 text-center text-sm text-stone-600">
              {failed ? (
                <p role="status">{coordinates ? t('picker.failed') : t('picker.failedInWords')}</p>
              ) : (
                <p role="status" className="flex items-center gap-2">
                  <Spinner className="text-primary-700" /> {t('picker.loading')}
                </p>
              )}
            </div>
          )}
          {tilesFailed && (
            <p role="status" className="absolute inset-x-2 bottom-2 z-[500] rounded-lg bg-white/95 px-3 py-2 text-xs text-stone-700 shadow">
              {coordinates ? t('picker.tilesFailed') : t('picker.tilesFailedInWords')}
            </p>
          )}
        </div>
        <figcaption
          className="border-t border-stone-200 bg-white px-3 py-2 text-[11px] leading-snug text-stone-500 [&_a]:underline"
          // Attribution HTML comes from our own server's map configuration (OpenStreetMap and GeoNames credits).
          dangerouslySetInnerHTML={{ __html: (config ?? FALLBACK_GEO_CONFIG).attribution }}
        />
      </figure>
    </div>
  );
}

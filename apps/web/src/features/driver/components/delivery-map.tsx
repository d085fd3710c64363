import { useQuery } from '@tanstack/react-query';
import { parseLatLng, type LatLng } from '@sokoni/domain/geo';
import { useEffect, useRef, useState } from 'react';
import { FALLBACK_GEO_CONFIG, geoConfigQueryOptions } from '../../../components/map/geo-api.ts';
import { mapLabel } from '../../../components/map/map-label.ts';

export interface MapStop {
  label: string;
  location: string;
}

const CUSTOMER_COLOUR = '#dc2626';

/**
 * A small read-only map of an order: a pin per shop and a red dot for the customer. Markers
 * are drawn by Leaflet itself, so they show even when the map images (tiles) cannot load.
 */
export function DeliveryMap({ shops, customer }: { shops: MapStop[]; customer: MapStop | null }) {
  const configQuery = useQuery(geoConfigQueryOptions());
  const config = configQuery.data ?? (configQuery.isError ? FALLBACK_GEO_CONFIG : null);
  const container = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [failed, setFailed] = useState(false);

  // Redraw only when a point really changes, not on every list refresh.
  const key = JSON.stringify([shops, customer]);
  useEffect(() => {
    if (!config) return;
    const points: { at: LatLng; label: string; customer: boolean }[] = [];
    for (const shop of shops) {
      const at = parseLatLng(shop.location);
      if (at) points.push({ at, label: shop.label, customer: false });
    }
    const home = customer && parseLatLng(customer.location);
    if (customer && home) points.push({ at: home, label: customer.label, customer: true });
    if (points.length === 0) return;

    let cancelled = false;
    let remove: (() => void) | null = null;
    import('../../../components/map/leaflet-setup.ts')
      .then(({ default: L }) => {
        const element = container.current;
        if (cancelled || !element) return;
        const map = L.map(element, { scrollWheelZoom: false, attributionControl: false, zoomControl: true });
        L.tileLayer(config.tileUrl, { maxZoom: 19 })
          .on('tileerror', () => setTilesFailed(true))
          .addTo(map);
        for (const point of points) {
          const marker = point.customer
            ? L.circleMarker([point.at.lat, point.at.lng], { radius: 9, color: '#fff', weight: 3, fillColor: CUSTOMER_COLOUR, fillOpacity: 1 })
            : L.marker([point.at.lat, point.at.lng], { title: point.label, alt: point.label, keyboard: false });
          marker.bindTooltip(mapLabel(point.label)).addTo(map);
        }
        const bounds = L.latLngBounds(points.map((p) => [p.at.lat, p.at.lng] as [number, number]));
        if (points.length === 1) map.setView(bounds.getCenter(), config.zoom);
        else map.fitBounds(bounds, { padding: [28, 28], maxZoom: 16 });
        remove = () => map.remove();
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      remove?.();
    };
    // `key` stands for shops and customer, so a refetch with the same points keeps the map.
  }, [config, key]);

  const anyPoint = shops.some((s) => parseLatLng(s.location)) || !!(customer && parseLatLng(customer.location));
  if (!anyPoint || failed) return null;

  return (
    <figure className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-100">
      <div className="relative isolate">
        <div ref={container} role="img" aria-label="Map of the shops to collect from and the customer" className="h-56 w-full" data-testid="delivery-map" />
        {tilesFailed && (
          <p className="absolute inset-x-2 top-2 z-[500] rounded-lg bg-white/95 px-3 py-1.5 text-xs text-stone-700 shadow">
            Map images could not load; the pins still show where to go.
          </p>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-stone-200 bg-white px-3 py-2 text-xs text-stone-600">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-sky-600" /> Shop
        </span>
        {customer && (
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-3 rounded-full border-2 border-white bg-red-600 ring-1 ring-red-600" /> Customer
          </span>
        )}
        <span
          className="ml-auto text-[11px] text-stone-500 [&_a]:underline"
          // Attribution HTML comes from our own server's map configuration.
          dangerouslySetInnerHTML={{ __html: (config ?? FALLBACK_GEO_CONFIG).attribution }}
        />
      </figcaption>
    </figure>
  );
}

import { useQuery } from '@tanstack/react-query';
import { parseLatLng, type LatLng } from '@sokoni/domain/geo';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_GEO_CONFIG, geoConfigQueryOptions } from '../../../components/map/geo-api.ts';
import { MapFigure } from '../../../components/map/map-figure.tsx';
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
  const { t } = useTranslation('driver');
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
    <MapFigure
      containerRef={container}
      label={t('map.label')}
      heightClass="h-56"
      tilesFailed={tilesFailed}
      tilesFailedText={t('map.tilesFailed')}
      legend={[{ label: t('map.shop'), dot: 'bg-sky-600' }, ...(customer ? [{ label: t('map.customer'), dot: 'border-2 border-white bg-red-600 ring-1 ring-red-600' }] : [])]}
      config={config}
      data={{ 'data-testid': 'delivery-map' }}
    />
  );
}

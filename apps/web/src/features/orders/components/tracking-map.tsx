import { useQuery } from '@tanstack/react-query';
import type { TTracking } from '@sokoni/domain/contracts/dispatch';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_GEO_CONFIG, geoConfigQueryOptions } from '../../../components/map/geo-api.ts';
import { MapFigure } from '../../../components/map/map-figure.tsx';
import { mapLabel } from '../../../components/map/map-label.ts';

const RIDER_COLOUR = '#15803d';
const HOME_COLOUR = '#dc2626';

interface Drawn {
  L: typeof Leaflet;
  map: Leaflet.Map;
  rider: Leaflet.CircleMarker | null;
}

/**
 * The delivery on a map: the shops, the customer's home and the rider. The map is drawn once; the
 * rider's dot moves as positions arrive. Markers are Leaflet's own, so they show without map images.
 */
export function TrackingMap({ tracking, riderName }: { tracking: TTracking; riderName: string | null }) {
  const { t } = useTranslation('orders');
  const configQuery = useQuery(geoConfigQueryOptions());
  const config = configQuery.data ?? (configQuery.isError ? FALLBACK_GEO_CONFIG : null);
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const { home, shops } = tracking;
  const fixedKey = JSON.stringify([home, shops.map((s) => [s.name, s.lat, s.lng])]);

  useEffect(() => {
    if (!config) return;
    let cancelled = false;
    import('../../../components/map/leaflet-setup.ts')
      .then(({ default: L }) => {
        const element = container.current;
        if (cancelled || !element) return;
        const map = L.map(element, { scrollWheelZoom: false, attributionControl: false });
        L.tileLayer(config.tileUrl, { maxZoom: 19 })
          .on('tileerror', () => setTilesFailed(true))
          .addTo(map);
        const points: [number, number][] = [];
        for (const shop of shops) {
          L.marker([shop.lat, shop.lng], { title: shop.name, alt: shop.name, keyboard: false }).bindTooltip(mapLabel(shop.name)).addTo(map);
          points.push([shop.lat, shop.lng]);
        }
        if (home) {
          L.circleMarker([home.lat, home.lng], { radius: 9, color: '#fff', weight: 3, fillColor: HOME_COLOUR, fillOpacity: 1 }).bindTooltip(mapLabel(t('trackingMap.deliveryPoint'))).addTo(map);
          points.push([home.lat, home.lng]);
        }
        if (points.length) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 16 });
        else map.setView(config.defaultCentre, config.zoom);
        drawn.current = { L, map, rider: null };
        setReady(true);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      drawn.current?.map.remove();
      drawn.current = null;
      setReady(false);
    };
    // `fixedKey` stands for the shops and home; the rider moves in the effect below.
  }, [config, fixedKey]);

  const riderLat = tracking.rider?.lat ?? null;
  const riderLng = tracking.rider?.lng ?? null;
  useEffect(() => {
    const current = drawn.current;
    if (!ready || !current) return;
    if (riderLat === null || riderLng === null) {
      current.rider?.remove();
      current.rider = null;
      return;
    }
    if (current.rider) current.rider.setLatLng([riderLat, riderLng]);
    else {
      current.rider = current.L.circleMarker([riderLat, riderLng], { radius: 10, color: '#fff', weight: 3, fillColor: RIDER_COLOUR, fillOpacity: 1 })
        .bindTooltip(mapLabel(riderName ?? t('trackingMap.yourRider')), { permanent: true, direction: 'top', offset: [0, -10] })
        .addTo(current.map);
    }
  }, [ready, riderLat, riderLng, riderName, t]);

  if (failed) return null;
  return (
    <MapFigure
      containerRef={container}
      label={t('trackingMap.label')}
      heightClass="h-64"
      tilesFailed={tilesFailed}
      tilesFailedText={t('trackingMap.tilesFailed')}
      legend={[
        { label: t('trackingMap.legend.rider'), dot: 'bg-green-700' },
        { label: t('trackingMap.legend.shop'), dot: 'bg-sky-600' },
        { label: t('trackingMap.legend.you'), dot: 'bg-red-600' },
      ]}
      config={config}
      data={{ 'data-testid': 'tracking-map', 'data-rider': riderLat === null || riderLng === null ? '' : `${riderLat.toFixed(5)},${riderLng.toFixed(5)}` }}
    />
  );
}

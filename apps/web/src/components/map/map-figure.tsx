import type { Ref } from 'react';
import type { TGeoConfig } from '@sokoni/domain/contracts/geo';
import { FALLBACK_GEO_CONFIG } from './geo-api.ts';

export interface MapLegendEntry {
  label: string;
  /** Tailwind classes of the legend's dot, matching the marker drawn on the map. */
  dot: string;
}

/**
 * The frame of a read-only order map: the Leaflet container, a notice when the map images
 * (tiles) fail while the markers still show, a legend in words and the tiles' attribution.
 */
export function MapFigure({
  containerRef,
  label,
  heightClass,
  tilesFailed,
  tilesFailedText,
  legend,
  config,
  data,
}: {
  containerRef: Ref<HTMLDivElement>;
  /** What the map shows, for screen readers: the legend and the order's text say the rest. */
  label: string;
  heightClass: string;
  tilesFailed: boolean;
  tilesFailedText: string;
  legend: MapLegendEntry[];
  config: TGeoConfig | null;
  /** data-* attributes of the container (test ids and the like). */
  data?: Record<`data-${string}`, string>;
}) {
  return (
    <figure className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-100">
      <div className="relative isolate">
        <div ref={containerRef} role="img" aria-label={label} className={`${heightClass} w-full`} {...data} />
        {tilesFailed && (
          <p className="absolute inset-x-2 top-2 z-[500] rounded-lg bg-white/95 px-3 py-1.5 text-xs text-stone-700 shadow">{tilesFailedText}</p>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-stone-200 bg-white px-3 py-2 text-xs text-stone-600">
        {legend.map((entry) => (
          <span key={entry.label} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block size-3 rounded-full ${entry.dot}`} /> {entry.label}
          </span>
        ))}
        <span
          className="ml-auto text-[11px] text-stone-500 [&_a]:underline"
          // Attribution HTML comes from our own server's map configuration.
          dangerouslySetInnerHTML={{ __html: (config ?? FALLBACK_GEO_CONFIG).attribution }}
        />
      </figcaption>
    </figure>
  );
}

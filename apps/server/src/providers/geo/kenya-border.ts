import type { LatLng } from '@sokoni/domain/geo';
import border from './data/kenya-border.json' with { type: 'json' };

type Ring = readonly (readonly number[])[];
const polygons = border.polygons as unknown as Ring[][];

/**
 * The border data is generalised (points every few hundred metres), so a pin this close
 * outside it is taken as Kenyan: border towns like Busia, Malaba and Namanga sit on the line.
 */
const BORDER_TOLERANCE_KM = 2;

const KM_PER_DEGREE = 111.32;

function insideRing(point: LatLng, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

/** Distance from a point to a ring's edges, km, on a local flat projection (fine at this scale). */
function distanceToRingKm(point: LatLng, ring: Ring): number {
  const cosLat = Math.cos((point.lat * Math.PI) / 180);
  const project = ([lng, lat]: readonly number[]) => [
    ((lng as number) - point.lng) * cosLat * KM_PER_DEGREE,
    ((lat as number) - point.lat) * KM_PER_DEGREE,
  ];
  let best = Infinity;
  for (let i = 0; i < ring.length - 1; i++) {
    const [ax, ay] = project(ring[i]!) as [number, number];
    const [bx, by] = project(ring[i + 1]!) as [number, number];
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSq = dx * dx + dy * dy;
    const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSq));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

/** True for points on Kenyan soil (or within BORDER_TOLERANCE_KM of the border line). */
export function isInKenya(point: LatLng): boolean {
  // Kenya spans about 4.7°S-5.1°N and 33.9°E-41.9°E; anything far outside needs no polygon test.
  if (point.lat < -5.2 || point.lat > 5.5 || point.lng < 33.5 || point.lng > 42.3) return false;
  for (const [outline, ...holes] of polygons) {
    if (outline && insideRing(point, outline) && !holes.some((hole) => insideRing(point, hole))) return true;
  }
  return polygons.some((rings) => rings.some((ring) => distanceToRingKm(point, ring) <= BORDER_TOLERANCE_KM));
}

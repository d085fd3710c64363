import type { TNearQuery, TStoreReach } from '@sokoni/domain/contracts/delivery-reach';
import { compareReach, storeReach, type DeliveryPlace } from '@sokoni/domain/delivery-reach';
import { parseLatLng } from '@sokoni/domain/geo';
import { storeSchedule } from '@sokoni/domain/opening-hours';
import type { GeoProvider } from '../../providers/geo/geo-provider.ts';
import { nearestPlace } from '../../providers/geo/gazetteer.ts';
import type { StoreReachRepository } from './store-reach.repository.ts';

export interface ReachSettings {
  /** DELIVERY_RADIUS_KM: how far a store delivers unless it set its own radius. */
  deliveryRadiusKm: number;
  roadFactor: number;
}

/** Every visible store's reach to one place, stores that deliver first and nearest first. */
export interface PlaceReach {
  byStore: ReadonlyMap<string, TStoreReach>;
  /** Ids of the stores that deliver there, open ones first, then nearest first. */
  delivering: string[];
  /** Ids of the others, in the same order. */
  further: string[];
  /** Sort position of a store: delivering ones first, each group open ones first, then nearest first. */
  rank(storeId: string): number;
}

/** The place a `near` query names: its point, and its town (the one given, else the nearest known town). */
export function placeOf(query: TNearQuery): DeliveryPlace | null {
  const point = parseLatLng(query.near);
  if (!point) return null;
  return { point, town: query.town || nearestPlace(point).place.name };
}

export function createStoreReachService(deps: { pins: StoreReachRepository; geo: Pick<GeoProvider, 'canonicalTown'>; settings: ReachSettings }) {
  const rules = {
    defaultRadiusKm: deps.settings.deliveryRadiusKm,
    roadFactor: deps.settings.roadFactor,
    sameTown: (a: string, b: string) => deps.geo.canonicalTown(a) === deps.geo.canonicalTown(b),
  };
  return {
    /** Null when the query names no place: lists then keep their usual order. */
    async reachOf(query: TNearQuery): Promise<PlaceReach | null> {
      const place = placeOf(query);
      if (!place) return null;
      const now = new Date();
      const reaches: { id: string; reach: TStoreReach; openNow: boolean }[] = [];
      for (const pin of await deps.pins.visiblePins()) {
        const location = parseLatLng(pin.location);
        if (!location) continue;
        const reach = storeReach({ location, town: pin.town, deliveryRadiusKm: pin.deliveryRadiusKm }, place, rules);
        reaches.push({ id: pin.id, reach, openNow: storeSchedule(pin.openingHours, pin.pausedUntil, now).openNow });
      }
      // Within each group (delivering here, further away), stores taking orders now come before
      // closed and paused ones, then nearest first: across every page, not only the loaded ones.
      reaches.sort(
        (a, b) =>
          Number(b.reach.deliversHere) - Number(a.reach.deliversHere) ||
          Number(b.openNow) - Number(a.openNow) ||
          compareReach(a.reach, b.reach) ||
          (a.id < b.id ? -1 : 1),
      );
      const order = new Map(reaches.map((r, i) => [r.id, i]));
      return {
        byStore: new Map(reaches.map((r) => [r.id, r.reach])),
        delivering: reaches.filter((r) => r.reach.deliversHere).map((r) => r.id),
        further: reaches.filter((r) => !r.reach.deliversHere).map((r) => r.id),
        rank: (storeId) => order.get(storeId) ?? reaches.length,
      };
    },
  };
}
export type StoreReachService = ReturnType<typeof createStoreReachService>;

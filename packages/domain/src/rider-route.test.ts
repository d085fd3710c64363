import { describe, expect, it } from 'vitest';
import { pathKm } from './dispatch.ts';
import { pickupOrder, prepMinutesLeft, remainingPath, routeEtaMinutes } from './rider-route.ts';

// Nairobi CBD: the rider stands beside Shop A; Shop B is about 5.2 km away in Westlands.
const rider = { lat: -1.2841, lng: 36.8235 };
const nearShop = { name: 'A', point: { lat: -1.2846, lng: 36.8236 }, done: false }; // ~60 m
const farShop = { name: 'B', point: { lat: -1.2645, lng: 36.8036 }, done: false }; // ~3.1 km straight, more by road
const midShop = { name: 'C', point: { lat: -1.2741, lng: 36.8135 }, done: false };
const names = (stops: readonly { name: string }[]) => stops.map((s) => s.name);

describe('pickupOrder', () => {
  it('keeps a single pick-up', () => {
    expect(names(pickupOrder(rider, [farShop]))).toEqual(['B']);
  });

  it('sends the rider to the shop 60 m away before the one kilometres away', () => {
    expect(names(pickupOrder(rider, [farShop, nearShop]))).toEqual(['A', 'B']);
  });

  it('goes on from each shop to the nearest one not yet visited', () => {
    expect(names(pickupOrder(rider, [farShop, midShop, nearShop]))).toEqual(['A', 'C', 'B']);
    const fromFarEnd = { lat: -1.2600, lng: 36.7990 };
    expect(names(pickupOrder(fromFarEnd, [nearShop, midShop, farShop]))).toEqual(['B', 'C', 'A']);
  });

  it('puts collected shops first and shops without a pin last', () => {
    const collected = { ...farShop, name: 'done', done: true };
    const unpinned = { name: 'nowhere', point: null, done: false };
    expect(names(pickupOrder(rider, [unpinned, midShop, collected, nearShop]))).toEqual(['done', 'A', 'C', 'nowhere']);
  });

  it('starts at the first shop as given while the rider position is unknown', () => {
    expect(names(pickupOrder(null, [farShop, nearShop, midShop]))).toEqual(['B', 'C', 'A']);
  });
});

describe('remainingPath', () => {
  const home = { lat: -1.2921, lng: 36.8219 };

  it('rides through the shops still to visit, then to the customer', () => {
    expect(remainingPath(rider, [nearShop, farShop], home)).toEqual([rider, nearShop.point, farShop.point, home]);
  });

  it('never counts a stop twice: collected shops and a neighbouring pin add nothing', () => {
    const besideNear = { point: { lat: -1.28461, lng: 36.82361 }, done: false };
    const path = remainingPath(rider, [{ ...farShop, done: true }, nearShop, besideNear], home);
    expect(path).toEqual([rider, nearShop.point, home]);
  });
});

describe('routeEtaMinutes', () => {
  it('is the road distance at the rider speed', () => {
    expect(routeEtaMinutes({ remainingRoadKm: 5.5, speedKmh: 22, prepMinutesLeft: [] })).toBe(15);
  });

  it('adds the longest preparation still under way, once', () => {
    expect(routeEtaMinutes({ remainingRoadKm: 5.5, speedKmh: 22, prepMinutesLeft: [4, 12, 0] })).toBe(27);
  });

  it('follows the route from the rider: a 5 km order right after accepting takes minutes, not an hour', () => {
    const home = { lat: -1.2921, lng: 36.8219 };
    const km = pathKm(remainingPath(rider, pickupOrder(rider, [farShop, nearShop]), home), 1.35);
    const eta = routeEtaMinutes({ remainingRoadKm: km, speedKmh: 22, prepMinutesLeft: [0, 0] });
    expect(km).toBeGreaterThan(8);
    expect(eta).toBe(Math.ceil((km / 22) * 60));
    expect(eta).toBeLessThan(40);
  });

  it('says at least a minute while the rider is on the way', () => {
    expect(routeEtaMinutes({ remainingRoadKm: 0, speedKmh: 22, prepMinutesLeft: [] })).toBe(1);
  });
});

describe('prepMinutesLeft', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  it('counts from when the shop accepted', () => {
    expect(prepMinutesLeft({ status: 'Preparing', prepMinutes: 20, acceptedAt: new Date('2026-11-28T09:52:00Z'), now })).toBe(12);
  });
  it('is the whole prep time before the shop accepted, and nothing once ready or past it', () => {
    expect(prepMinutesLeft({ status: 'Pending', prepMinutes: 20, acceptedAt: null, now })).toBe(20);
    expect(prepMinutesLeft({ status: 'ReadyForPickup', prepMinutes: 20, acceptedAt: null, now })).toBe(0);
    expect(prepMinutesLeft({ status: 'OrderReceived', prepMinutes: 20, acceptedAt: new Date('2026-11-28T09:00:00Z'), now })).toBe(0);
  });
});

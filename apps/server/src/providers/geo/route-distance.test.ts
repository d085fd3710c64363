import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRouteDistance } from './route-distance.ts';

const RIDER = { lat: -1.2880, lng: 36.8190 };
const SHOP = { lat: -1.2833, lng: 36.8167 };
const HOME = { lat: -1.2921, lng: 36.8219 };
const config = { roadFactor: 1.35, geoTimeoutMs: 500, publicUrl: 'http://localhost:3000' };

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/**
 * A local OSRM route service: it checks what OSRM checks (the driving profile, 'lng,lat' pairs in
 * range, at least two of them) and answers a route whose length is 1 km per stop for recognition.
 */
async function osrmRouteServer() {
  const asked: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    asked.push(url);
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const match = /^\/route\/v1\/driving\/([^/]+)$/.exec(url.pathname);
    if (!match) return send(400, { code: 'InvalidUrl', message: 'URL string malformed close to position 1' });
    const pairs = decodeURIComponent(match[1]!).split(';').map((pair) => pair.split(',').map(Number));
    const valid = pairs.length >= 2 && pairs.every(([lng, lat]) => validPair(lng, lat));
    if (!valid) return send(400, { code: 'InvalidQuery', message: 'Query string malformed' });
    send(200, { code: 'Ok', routes: [{ distance: pairs.length * 1000, duration: pairs.length * 120 }], waypoints: [] });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}
const validPair = (lng: number | undefined, lat: number | undefined) =>
  lng !== undefined && lat !== undefined && Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;

describe('route distance for ETAs', () => {
  it('asks OSRM once for the whole path, in lng,lat order, without geometry', async () => {
    const osrm = await osrmRouteServer();
    const routes = createRouteDistance({ ...config, distanceProvider: 'osrm', osrmUrl: osrm.url }, () => {});
    expect(await routes.pathKm([RIDER, SHOP, HOME])).toEqual({ km: 3, source: 'osrm' });
    expect(osrm.asked).toHaveLength(1);
    expect(osrm.asked[0]!.pathname).toBe('/route/v1/driving/36.819000,-1.288000;36.816700,-1.283300;36.821900,-1.292100');
    expect(osrm.asked[0]!.searchParams.get('overview')).toBe('false');
  });

  it('falls back to the offline estimate, with one warning, when OSRM refuses or cannot be reached', async () => {
    const warnings: string[] = [];
    const routes = createRouteDistance({ ...config, distanceProvider: 'osrm', osrmUrl: 'http://127.0.0.1:9/nothing' }, (m) => warnings.push(m));
    const first = await routes.pathKm([RIDER, HOME]);
    await routes.pathKm([RIDER, HOME]);
    expect(first.source).toBe('offline');
    expect(first.km).toBeGreaterThan(0.5);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/osrm route failed/);
  });

  it('measures offline by default, without any request', async () => {
    const routes = createRouteDistance({ ...config, distanceProvider: 'offline', osrmUrl: 'http://127.0.0.1:9' }, () => {});
    const { km, source } = await routes.pathKm([RIDER, SHOP, HOME]);
    expect(source).toBe('offline');
    expect(km).toBeCloseTo((0.58 + 1.16) * 1.35, 0);
  });
});

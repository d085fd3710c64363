import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGeoProvider } from './create-geo-provider.ts';
import type { FallbackEvent } from './fallback-provider.ts';

const base = {
  roadFactor: 1.35,
  geoTimeoutMs: 500,
  publicUrl: 'http://localhost:3000',
  logLevel: 'silent',
  osrmUrl: 'http://127.0.0.1:9',
  geocoderUrl: undefined,
} as const;
const NAIROBI = { lat: -1.28333, lng: 36.81667 };
const THIKA = { lat: -1.03326, lng: 37.06933 };

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A local stand-in for an online service; records the paths it was asked for. */
async function fakeService(answer: (url: URL) => unknown) {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    const body = answer(url);
    if (body === undefined) return; // never answers: the caller's timeout must fire
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

/** A port nothing listens on. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('online providers fall back to the offline gazetteer', () => {
  it('geocodes, reverse-geocodes and measures distance offline when the services cannot be reached', async () => {
    const events: FallbackEvent[] = [];
    const url = await closedPort();
    const geo = createGeoProvider(
      { ...base, geoProvider: 'nominatim', geocoderUrl: url, distanceProvider: 'osrm', osrmUrl: url },
      { onFallback: (e) => events.push(e) },
    );
    expect((await geo.geocode('Rongai'))[0]).toMatchObject({ name: 'Ongata Rongai', source: 'geonames' });
    expect(await geo.reverse({ lat: -1.0935, lng: 37.0145 })).toMatchObject({ label: 'near Juja' });
    const [[cell]] = (await geo.distances([NAIROBI], [THIKA])) as [[{ km: number; source: string }]];
    expect(cell.source).toBe('estimate');
    expect(events.map((e) => `${e.provider} ${e.operation}`)).toEqual(['nominatim geocode', 'nominatim reverse', 'osrm distances']);
  });

  it('falls back when a service does not answer in time', async () => {
    const silent = await fakeService(() => undefined);
    const events: FallbackEvent[] = [];
    const geo = createGeoProvider(
      { ...base, geoProvider: 'photon', geocoderUrl: silent.url, distanceProvider: 'offline' },
      { onFallback: (e) => events.push(e) },
    );
    expect((await geo.geocode('Juja'))[0]).toMatchObject({ name: 'Juja', source: 'geonames' });
    expect(events).toHaveLength(1);
  });

  it('still refuses points outside Kenya without asking the service', async () => {
    const service = await fakeService(() => ({ address: { country_code: 'ug', town: 'Kampala' }, display_name: 'Kampala', lat: '0', lon: '0' }));
    const geo = createGeoProvider({ ...base, geoProvider: 'nominatim', geocoderUrl: service.url, distanceProvider: 'offline' });
    expect(await geo.reverse({ lat: 0.3476, lng: 32.5825 })).toBeNull();
    expect(service.requests).toHaveLength(0);
  });
});

describe('online providers when they answer', () => {
  it('use Nominatim results, asking only for Kenyan places, and cache them', async () => {
    const service = await fakeService(() => [
      { lat: '-1.1', lon: '37.01', name: 'Juja', display_name: 'Juja, Kiambu, Kenya', address: { town: 'Juja', county: 'Kiambu', country_code: 'ke' } },
    ]);
    const geo = createGeoProvider({ ...base, geoProvider: 'nominatim', geocoderUrl: service.url, distanceProvider: 'offline' });
    const [place] = await geo.geocode('Juja');
    expect(place).toMatchObject({ name: 'Juja', formattedAddress: 'Juja, Kiambu, Kenya', source: 'nominatim', location: { lat: -1.1, lng: 37.01 } });
    await geo.geocode('  juja ');
    expect(service.requests).toHaveLength(1);
    expect(service.requests[0]!.pathname).toBe('/search');
    expect(service.requests[0]!.searchParams.get('countrycodes')).toBe('ke');
  });

  it('use OSRM road distances and durations for the whole matrix in one request', async () => {
    const service = await fakeService(() => ({ code: 'Ok', distances: [[61234], [null]], durations: [[3100], [null]] }));
    const geo = createGeoProvider({ ...base, geoProvider: 'offline', distanceProvider: 'osrm', osrmUrl: service.url });
    const rows = await geo.distances([NAIROBI, THIKA], [THIKA]);
    expect(rows[0]![0]).toEqual({ km: 61.234, seconds: 3100, source: 'osrm' });
    // No route for a pair: the estimate fills the gap rather than losing the element.
    expect(rows[1]![0]).toMatchObject({ km: 0, source: 'estimate' });
    expect(service.requests).toHaveLength(1);
    expect(service.requests[0]!.pathname).toMatch(/^\/table\/v1\/driving\/36\.816670,-1\.283330;37\.069330,-1\.033260;37\.069330,-1\.033260$/);
    await geo.distances([NAIROBI, THIKA], [THIKA]);
    expect(service.requests).toHaveLength(1);
  });
});

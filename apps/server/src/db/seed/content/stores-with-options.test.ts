import { describe, expect, it } from 'vitest';
import { haversineKm, parseLatLng } from '@sokoni/domain/geo';
import { storeSchedule } from '@sokoni/domain/opening-hours';
import { zProductOptionsInput } from '@sokoni/domain/contracts/product-options';
import { SEED_STORES } from './partners.ts';
import { hoursSentence } from './shop-hours.ts';
import { STORES_WITH_OPTIONS } from './stores-with-options.ts';

const CENTRAL_NAIROBI = { lat: -1.2864, lng: 36.8172 };
/** The default DELIVERY_RADIUS_KM. */
const RADIUS_KM = 10;
const store = (name: string) => SEED_STORES.find((s) => s.businessName === name)!;

describe('demo shops with options', () => {
  it('sell the pizzeria’s pizzas in Medium or Large with extras, one product per pizza', () => {
    const pizzas = store('Kilimani Pizza Oven').products.filter((p) => p.subCategory === 'Pizza');
    expect(pizzas.length).toBeGreaterThan(5);
    expect(pizzas.every((p) => !/\((Small|Medium|Large)\)/.test(p.name))).toBe(true);
    for (const pizza of pizzas) {
      expect(pizza.options?.map((g) => [g.name, g.required, g.min, g.max, g.choices.map((c) => `${c.name} +${c.priceDelta}`)])).toEqual([
        ['Size', true, 1, 1, ['Medium +0', 'Large +400']],
        ['Extras', false, 0, 3, ['Extra cheese +100', 'Olives +80']],
      ]);
    }
  });

  it('add a juice bar and a butcher near central Nairobi, with options a shop could have typed', () => {
    expect(STORES_WITH_OPTIONS.map((s) => s.businessName)).toEqual(['Tamu Juice Bar', 'Ngara Prime Butchery']);
    for (const shop of STORES_WITH_OPTIONS) {
      expect(SEED_STORES).toContain(shop);
      expect(haversineKm(CENTRAL_NAIROBI, parseLatLng(shop.location)!)).toBeLessThan(RADIUS_KM);
      expect(shop.products.length).toBeGreaterThanOrEqual(10);
      for (const product of shop.products) expect(zProductOptionsInput.parse(product.options)).toHaveLength(product.options!.length);
    }
    const juiceGroups = new Set(store('Tamu Juice Bar').products.flatMap((p) => p.options!.map((g) => g.name)));
    expect([...juiceGroups].sort()).toEqual(['Boosts', 'Size', 'Sugar']);
    expect(store('Ngara Prime Butchery').products.every((p) => p.options![0]!.choices.map((c) => c.name).join() === '½ kg,1 kg')).toBe(true);
  });

  it('keep the opening hours their descriptions give (Nairobi time)', () => {
    const at = (iso: string) => new Date(`${iso}+03:00`);
    const open = (name: string, when: string) => storeSchedule({ week: store(name).hours, closures: [] }, null, at(when)).openNow;
    expect(hoursSentence(store('Tamu Juice Bar').hours)).toBe('Open Monday to Saturday, 7 am to 8 pm; Sunday, 9 am to 6 pm.');
    // 2026-11-30 is a Monday, 2026-11-29 a Sunday.
    expect([open('Tamu Juice Bar', '2026-11-30T06:59'), open('Tamu Juice Bar', '2026-11-30T07:00'), open('Tamu Juice Bar', '2026-11-30T20:00')]).toEqual([false, true, false]);
    expect([open('Tamu Juice Bar', '2026-11-29T08:30'), open('Tamu Juice Bar', '2026-11-29T17:30')]).toEqual([false, true]);
    expect(hoursSentence(store('Ngara Prime Butchery').hours)).toBe('Open Monday to Saturday, 6.30 am to 7.30 pm; Sunday closed.');
    expect([open('Ngara Prime Butchery', '2026-11-30T06:30'), open('Ngara Prime Butchery', '2026-11-30T19:30'), open('Ngara Prime Butchery', '2026-11-29T12:00')]).toEqual([true, false, false]);
  });
});

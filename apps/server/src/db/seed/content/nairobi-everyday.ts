import type { SeedStore } from './types.ts';
import { daily, weekAndSunday } from './shop-hours.ts';
import { mamaNjeriKitchen, mamaWanjiruDuka, marikitiGreens, riverRoadChipsKuku, upperHillPharmacy } from './products-nairobi-everyday.ts';

/**
 * Everyday shops within the delivery radius of central Nairobi (-1.2864, 36.8172): a duka, a
 * pharmacy, a greengrocer and two eateries, so a newcomer there can buy groceries and a meal.
 */
export const NAIROBI_EVERYDAY_STORES: SeedStore[] = [
  {
    businessName: 'Mama Wanjiru Duka',
    businessType: 'Grocery',
    town: 'Nairobi',
    location: '-1.274050,36.823610',
    address: 'Ngara Road, opposite Ngara Market, Ngara, Nairobi',
    description: 'Unga, maziwa, sukari, mkate, mayai, mafuta and chai: the neighbourhood duka, delivered.',
    hours: daily('06:00', '22:00'),
    contactNumber: '+254712905317',
    idNumber: '30472918',
    products: mamaWanjiruDuka,
  },
  {
    businessName: 'Upper Hill Day & Night Pharmacy',
    businessType: 'Pharmacy',
    town: 'Nairobi',
    location: '-1.298420,36.814930',
    address: 'Hospital Road, near Kenyatta National Hospital, Upper Hill, Nairobi',
    description: 'Licensed pharmacists, medicines, baby care and first aid, for the nights a child falls ill too.',
    hours: daily('00:00', '24:00'),
    contactNumber: '+254723915418',
    idNumber: '28736451',
    products: upperHillPharmacy,
  },
  {
    businessName: 'Marikiti Fresh Greens',
    businessType: 'Grocery',
    town: 'Nairobi',
    location: '-1.288900,36.829300',
    address: 'Haile Selassie Avenue, beside Wakulima (Marikiti) Market, Nairobi CBD',
    description: 'Sukuma, nyanya, vitunguu, dania and fruit bought at Marikiti every morning.',
    hours: weekAndSunday('06:00', '19:00', { open: '07:00', close: '14:00' }),
    contactNumber: '+254734925519',
    idNumber: '31850274',
    products: marikitiGreens,
  },
  {
    businessName: "Mama Njeri's Kitchen",
    businessType: 'Restaurant',
    town: 'Nairobi',
    location: '-1.304520,36.801130',
    address: 'Kenyatta Market, Ngong Road side, Kilimani, Nairobi',
    description: 'Home-style Kenyan food: ugali, pilau, githeri, chapati and chai, cooked fresh each day.',
    hours: daily('07:00', '22:00'),
    contactNumber: '+254745935620',
    idNumber: '27391846',
    products: mamaNjeriKitchen,
  },
  {
    businessName: 'River Road Chips & Kuku',
    businessType: 'Restaurant',
    town: 'Nairobi',
    location: '-1.282400,36.827600',
    address: 'River Road, near Latema Road, Nairobi CBD',
    description: 'Chips masala, fried chicken, smokie pasua and rolex, hot from the counter.',
    hours: daily('10:00', '24:00'),
    contactNumber: '+254756945721',
    idNumber: '32604195',
    products: riverRoadChipsKuku,
  },
];

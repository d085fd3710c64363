import type { SeedTown } from './types.ts';

/** Demo customers who wrote the seeded reviews; they sign in with the demo password too. */
export const SEED_REVIEWERS: { username: string; names: string; phoneNumber: string; town: SeedTown; location: string }[] = [
  { username: 'achieng', names: 'Achieng Odhiambo', phoneNumber: '+254712880101', town: 'Kisumu', location: '-0.091702,34.767956' },
  { username: 'kiprop', names: 'Brian Kiprop', phoneNumber: '+254722880202', town: 'Eldoret', location: '0.520360,35.269780' },
  { username: 'mwanaisha', names: 'Mwanaisha Said', phoneNumber: '+254733880303', town: 'Mombasa', location: '-4.043477,39.668206' },
  { username: 'njoroge', names: 'Peter Njoroge', phoneNumber: '+254745880404', town: 'Nakuru', location: '-0.303099,36.080026' },
  { username: 'wambui', names: 'Grace Wambui', phoneNumber: '+254757880505', town: 'Nairobi', location: '-1.300270,36.786850' },
  { username: 'chebet', names: 'Faith Chebet', phoneNumber: '+254768880606', town: 'Eldoret', location: '0.508620,35.281510' },
  { username: 'baraka', names: 'Baraka Mwangi', phoneNumber: '+254790880707', town: 'Nairobi', location: '-1.263980,36.802310' },
];

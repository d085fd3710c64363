import type { LatLng } from './geo.ts';

/**
 * The towns a customer picks from on a first visit, largest first, with their GeoNames centres
 * (CC BY 4.0, the same gazetteer the server uses). Any other town is found by name.
 */
export const PICKABLE_TOWNS: readonly (LatLng & { name: string })[] = [
  { name: 'Nairobi', lat: -1.28333, lng: 36.81667 },
  { name: 'Mombasa', lat: -4.05466, lng: 39.66359 },
  { name: 'Nakuru', lat: -0.30719, lng: 36.07225 },
  { name: 'Eldoret', lat: 0.52036, lng: 35.26993 },
  { name: 'Kisumu', lat: -0.10221, lng: 34.76171 },
  { name: 'Thika', lat: -1.03326, lng: 37.06933 },
  { name: 'Naivasha', lat: -0.71383, lng: 36.43261 },
  { name: 'Machakos', lat: -1.52233, lng: 37.26521 },
  { name: 'Malindi', lat: -3.21799, lng: 40.11692 },
  { name: 'Kitale', lat: 1.01572, lng: 35.00622 },
  { name: 'Kakamega', lat: 0.28422, lng: 34.75229 },
  { name: 'Kisii', lat: -0.68174, lng: 34.76666 },
  { name: 'Nyeri', lat: -0.42013, lng: 36.94759 },
  { name: 'Meru', lat: 0.04626, lng: 37.65587 },
  { name: 'Kericho', lat: -0.36774, lng: 35.28314 },
  { name: 'Embu', lat: -0.53987, lng: 37.45743 },
];

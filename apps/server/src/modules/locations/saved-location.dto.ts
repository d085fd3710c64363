import type { TSavedLocation } from '@sokoni/domain/contracts/locations';
import type { savedLocations } from '../../db/schema/index.ts';

/** A saved place as every answer shows it: the spec's three fields and what helps a rider find the door. */
export const toSavedLocationDto = (row: typeof savedLocations.$inferSelect): TSavedLocation => ({
  _id: row.id,
  label: row.label,
  town: row.town,
  location: row.location,
  landmark: row.landmark,
  building: row.building,
  directions: row.directions,
  contactPhone: row.contactPhone,
});

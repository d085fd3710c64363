import type { TUser } from '@sokoni/domain/contracts/auth';
import { toSavedLocationDto } from '../locations/saved-location.dto.ts';
import type { SavedLocationRow, UserRow } from './user.repository.ts';

/** The customer as the API shows it; never the password hash or token version. */
export function toUserDto(row: UserRow, locations: SavedLocationRow[] = []): TUser {
  return {
    _id: row.id,
    username: row.username,
    names: row.names,
    email: row.email,
    phoneNumber: row.phoneNumber,
    town: row.town,
    location: row.location,
    savedLocations: locations.map(toSavedLocationDto),
    smsUpdates: row.smsUpdates,
    createdAt: row.createdAt.toISOString(),
    language: row.language ?? null,
    deliveryArea: row.deliveryArea && row.deliveryAreaLocation ? { town: row.deliveryArea, location: row.deliveryAreaLocation } : null,
  };
}

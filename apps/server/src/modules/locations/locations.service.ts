import { MAX_SAVED_LOCATIONS, type TSavedLocation, type ZAddSavedLocationRequest } from '@sokoni/domain/contracts/locations';
import { OUTSIDE_KENYA_MESSAGE } from '@sokoni/domain/contracts/geo';
import { parseLatLng } from '@sokoni/domain/geo';
import type { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { TDeliveryAddress } from '@sokoni/domain/contracts/delivery-address';
import type { Account } from '../../plugins/authenticate.ts';
import type { GeoProvider } from '../../providers/geo/geo-provider.ts';
import type { SavedLocationRepository } from './locations.repository.ts';
import { resolveLocation } from '../geo/location-resolver.ts';
import { toSavedLocationDto } from './saved-location.dto.ts';


function ownUserOnly(account: Account, userId: string): void {
  if (account.kind !== 'user' || account.id !== userId.toLowerCase()) {
    throw forbidden('You can only use your own saved locations.');
  }
}

export function createSavedLocationService(deps: { locations: SavedLocationRepository; geo: Pick<GeoProvider, 'isInKenya'> }) {
  return {
    async list(account: Account, userId: string): Promise<TSavedLocation[]> {
      ownUserOnly(account, userId);
      return (await deps.locations.listForUser(account.id)).map(toSavedLocationDto);
    },

    async add(account: Account, body: z.output<typeof ZAddSavedLocationRequest>) {
      ownUserOnly(account, body.userId);
      const location = resolveLocation(body.locationData.location, { label: 'location', town: body.locationData.town });
      const point = parseLatLng(location)!;
      if (!deps.geo.isInKenya(point)) throw badRequest(OUTSIDE_KENYA_MESSAGE);
      const row = await deps.locations.insertWithin(
        {
          id: newId(),
          userId: account.id,
          label: body.locationData.label,
          town: body.locationData.town,
          location,
          landmark: body.locationData.landmark,
          building: body.locationData.building,
          directions: body.locationData.directions,
          contactPhone: body.locationData.contactPhone,
        },
        MAX_SAVED_LOCATIONS,
      );
      if (!row) throw conflict(`You can keep up to ${MAX_SAVED_LOCATIONS} saved locations.`);
      return { message: 'Location saved successfully!', location: toSavedLocationDto(row) };
    },

    /** The landmark, building, directions and receiver's phone of one of the customer's own places. */
    async updateAddress(account: Account, locationId: string, address: TDeliveryAddress) {
      if (account.kind !== 'user') throw forbidden('You can only use your own saved locations.');
      const row = await deps.locations.updateAddress(account.id, locationId.toLowerCase(), address);
      if (!row) throw notFound('Saved location not found.');
      return { message: 'Location details saved.', location: toSavedLocationDto(row) };
    },
  };
}
export type SavedLocationService = ReturnType<typeof createSavedLocationService>;

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddSavedLocationRequest, TSavedLocation, TSavedLocationsResponse } from '@sokoni/domain/contracts/locations';
import type { TDeliveryAddress } from '@sokoni/domain/contracts/delivery-address';
import { api } from './api-client.ts';
import { sharedKeys } from './query-keys.ts';

/**
 * Saved delivery locations: listed and added on the customer's profile, picked at checkout.
 * Query keys start with 'user' so logging out forgets them.
 */
export const savedLocationsKey = sharedKeys.savedLocations;

/** GET /api/users/getSavedLocations/{userId}: `{ locations }`. */
export async function getSavedLocations(userId: string): Promise<TSavedLocation[]> {
  const body = await api.get<TSavedLocationsResponse>(`/api/users/getSavedLocations/${encodeURIComponent(userId)}`, { auth: 'user' });
  return body.locations;
}

export const savedLocationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: savedLocationsKey(userId), queryFn: () => getSavedLocations(userId) });

export function addSavedLocation(body: TAddSavedLocationRequest): Promise<{ message: string; location: TSavedLocation }> {
  return api.post('/api/users/addSavedLocation', body, { auth: 'user' });
}

export function useAddSavedLocation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSavedLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedLocationsKey(userId) }),
  });
}

/** PUT /api/users/savedLocations/{id}/address: the landmark, building, directions and receiver's phone. */
export function updateSavedLocationAddress(locationId: string, address: TDeliveryAddress): Promise<{ message: string; location: TSavedLocation }> {
  return api.put(`/api/users/savedLocations/${encodeURIComponent(locationId)}/address`, address, { auth: 'user' });
}

export function useUpdateSavedLocationAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, address }: { locationId: string; address: TDeliveryAddress }) => updateSavedLocationAddress(locationId, address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedLocationsKey(userId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { parseLatLng } from '@sokoni/domain/geo';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { updateRoleProfile } from '../../../lib/session.ts';
import { driverKeys } from '../api/query-keys.ts';
import type { DriverProfileSaved } from '../api/update-driver-profile.ts';
import { profileValuesOf, type DriverProfileValues } from '../lib/profile-values.ts';

export const UPDATE_FAILED = 'Failed to update profile';
export const LOCATION_FORMAT = 'Pin your location on the map, or type it as latitude,longitude.';

/** The spec's words first; the server's reason after them, when it gave one. */
export function updateFailure(error: unknown): { title: string; reason: string | null } {
  const reason = error instanceof ApiError && error.serverMessage && error.status < 500 ? error.serverMessage : null;
  return { title: UPDATE_FAILED, reason };
}

/**
 * State and saving of the profile form, shared by profile setup and the dashboard's Profile tab.
 * `save` sends the values (and the photo) through `send`; the saved driver replaces the stored one.
 */
export function useProfileForm<V extends DriverProfileValues>(
  initial: V,
  send: (values: V, photo: File | null) => Promise<DriverProfileSaved>,
  onSaved: (driver: TDriver) => void,
) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<V>(initial);
  const [photo, setPhoto] = useState<File | null>(null);
  const [locationError, setLocationError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: { values: V; photo: File | null }) => send(input.values, input.photo),
    onSuccess: ({ driver }) => {
      updateRoleProfile('driver', driver);
      queryClient.setQueryData(driverKeys.profile, driver);
      setPhoto(null);
      onSaved(driver);
    },
  });

  const save = () => {
    const location = values.currentLocation.location.trim();
    if (location && !parseLatLng(location)) {
      setLocationError(LOCATION_FORMAT);
      return;
    }
    setLocationError(null);
    mutation.reset();
    mutation.mutate({ values: { ...values, currentLocation: { ...values.currentLocation, location } }, photo });
  };

  const reset = (driver: TDriver, extra: Omit<V, keyof DriverProfileValues>) => {
    setValues({ ...profileValuesOf(driver), ...extra } as V);
    setPhoto(null);
    setLocationError(null);
    mutation.reset();
  };

  return { values, setValues, photo, setPhoto, locationError, save, reset, saving: mutation.isPending, error: mutation.error };
}

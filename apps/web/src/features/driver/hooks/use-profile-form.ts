import { useQueryClient } from '@tanstack/react-query';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { parseLatLng } from '@sokoni/domain/geo';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { updateRoleProfile } from '../../../lib/session.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { driverKeys } from '../api/query-keys.ts';
import { i18n } from '../../../i18n/i18n.ts';
import type { DriverProfileSaved } from '../api/update-driver-profile.ts';
import type { DriverProfileValues } from '../lib/profile-values.ts';

/** The spec's words first; the server's reason after them, when it gave one. */
export function updateFailure(error: unknown): string {
  const reason = error instanceof ApiError && error.serverMessage && error.status < 500 ? error.serverMessage : null;
  return reason ? i18n.t('driver:profile.updateFailedBecause', { reason }) : i18n.t('driver:profile.updateFailed');
}

/**
 * The profile form on the shared form hook, for profile setup and the dashboard's Profile tab.
 * Saving sends the values (and the photo) through `send`; the saved driver replaces the stored one.
 */
export function useProfileForm<V extends DriverProfileValues>(
  initial: V,
  send: (values: V, photo: File | null) => Promise<DriverProfileSaved>,
  onSaved: (driver: TDriver) => void,
) {
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useCheckedForm({
    initial,
    check: (values) => {
      const location = values.currentLocation.location.trim();
      return location && !parseLatLng(location) ? { location: i18n.t('driver:profile.locationFormat') } : null;
    },
    failureOf: updateFailure,
    async save(values) {
      const location = values.currentLocation.location.trim();
      const { driver } = await send({ ...values, currentLocation: { ...values.currentLocation, location } }, photo);
      updateRoleProfile('driver', driver);
      queryClient.setQueryData(driverKeys.profile, driver);
      setPhoto(null);
      onSaved(driver);
    },
  });

  return { ...form, photo, setPhoto, locationError: form.errors['location'] ?? null, saving: form.submitting };
}

import type { TDriver } from '@sokoni/domain/contracts/driver';
import { api } from '../../../lib/api-client.ts';
import type { DriverProfileValues } from '../lib/profile-values.ts';

export interface DriverProfileSaved {
  driver: TDriver;
  message: string;
}

function parts(values: DriverProfileValues) {
  return {
    vehicleDetails: values.vehicleDetails,
    emergencyContact: values.emergencyContact,
    currentLocation: values.currentLocation,
  };
}

/**
 * Profile setup: PUT /api/driver/update-profile, multipart with the three parts as JSON and an
 * optional photo. The server decides whether the profile is complete.
 */
export function updateDriverProfile(values: DriverProfileValues, photo: File | null): Promise<DriverProfileSaved> {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts(values))) form.append(key, JSON.stringify(value));
  if (photo) form.append('profileImage', photo);
  return api.put<DriverProfileSaved>('/api/driver/update-profile', form, { auth: 'driver' });
}

/** Dashboard profile edit: PUT /api/driver/updates-profile, one formData JSON of the driver's fields. */
export function updateDriverDetails(
  values: DriverProfileValues & { email: string; phoneNumber: string },
  photo: File | null,
): Promise<DriverProfileSaved> {
  const form = new FormData();
  form.append('formData', JSON.stringify({ email: values.email.trim(), phoneNumber: values.phoneNumber.trim(), ...parts(values) }));
  if (photo) form.append('profileImage', photo);
  return api.put<DriverProfileSaved>('/api/driver/updates-profile', form, { auth: 'driver' });
}

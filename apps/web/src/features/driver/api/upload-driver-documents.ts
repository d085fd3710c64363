import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { updateRoleProfile } from '../../../lib/session.ts';
import { driverKeys } from './query-keys.ts';
import type { DriverProfileSaved } from './update-driver-profile.ts';

export interface DriverDocumentFiles {
  idPhoto: File | null;
  licencePhoto: File | null;
}

/** POST /api/driver/documents: the ID and/or licence photo, multipart; private, for the admin to check. */
export function uploadDriverDocuments(files: DriverDocumentFiles): Promise<DriverProfileSaved> {
  const form = new FormData();
  if (files.idPhoto) form.append('idPhoto', files.idPhoto);
  if (files.licencePhoto) form.append('licencePhoto', files.licencePhoto);
  return api.post<DriverProfileSaved>('/api/driver/documents', form, { auth: 'driver' });
}

export function useUploadDriverDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDriverDocuments,
    onSuccess: ({ driver }) => {
      queryClient.setQueryData(driverKeys.profile, driver);
      updateRoleProfile('driver', driver);
    },
  });
}

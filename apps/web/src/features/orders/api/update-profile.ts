import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUser, ZUserProfileUpdate } from '@sokoni/domain/contracts/auth';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { updateRoleProfile } from '../../../lib/session.ts';
import { profileQueryOptions } from './get-profile.ts';

export type ProfileUpdate = z.input<typeof ZUserProfileUpdate>;

/** PUT /api/user/update-profile; with no stored token it fails with 'No auth token' before any call. */
export function updateProfile(body: ProfileUpdate): Promise<{ user: TUser }> {
  return api.put<{ user: TUser }>('/api/user/update-profile', body, { auth: 'user' });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, user);
      updateRoleProfile('user', user);
    },
  });
}

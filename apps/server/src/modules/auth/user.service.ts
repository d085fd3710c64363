import { formatLatLng, parseLatLng } from '@sokoni/domain/geo';
import type { TUserSignupRequest } from '@sokoni/domain/contracts/auth';
import type { ZUserProfileUpdate, ZUserSignupRequest } from '@sokoni/domain/contracts/auth';
import type { z } from 'zod';
import type { Language } from '@sokoni/domain/contracts/language';
import { newId } from '../../db/ids.ts';
import { notFound } from '../../lib/errors.ts';
import { rethrowUnique } from '../../lib/unique-violation.ts';
import type { Passwords } from '../../lib/password.ts';
import { assertPasswordNotCommon } from '../../lib/common-passwords.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { EmailOffer } from '../../lib/email-offer.ts';
import type { UserRepository } from './user.repository.ts';
import { toUserDto } from './user.dto.ts';
import { resolveLocation } from '../geo/location-resolver.ts';

const USER_UNIQUE_MESSAGES = {
  users_username_lower_idx: 'That username is already taken.',
  users_email_idx: 'An account with that email already exists.',
  users_phone_idx: 'An account with that phoneNumber already exists.',
};

export function createUserService(deps: { users: UserRepository; tokens: TokenService; verification: EmailOffer; passwords: Passwords }) {
  return {
    /** `language`: what the request was in (signupLanguage), so the first e-mail is too. */
    async signup(input: z.output<typeof ZUserSignupRequest>, language: Language | null = null) {
      assertPasswordNotCommon(input.password);
      const passwordHash = await deps.passwords.hash(input.password);
      const row = await deps.users
        .insert({
          id: newId(),
          username: input.username,
          names: input.names,
          email: input.email,
          phoneNumber: input.phoneNumber,
          town: input.town,
          location: resolveLocation(input.location, { label: 'location', town: input.town }),
          passwordHash,
          language,
        })
        .catch((e) => rethrowUnique(e, USER_UNIQUE_MESSAGES));
      deps.verification.offer('user', row.id, row.email);
      const token = await deps.tokens.sign({ sub: row.id, kind: 'user', ver: row.tokenVersion });
      return { user: toUserDto(row), token, message: 'Signup successful!' };
    },

    async me(userId: string) {
      const row = await deps.users.findById(userId);
      if (!row) throw notFound('Account not found.');
      return toUserDto(row, await deps.users.savedLocations(userId));
    },

    async updateProfile(userId: string, patch: z.output<typeof ZUserProfileUpdate>) {
      const needsCurrent = patch.email !== undefined || (patch.location !== undefined && patch.town === undefined);
      const before = needsCurrent ? await deps.users.findById(userId) : null;
      if (patch.location !== undefined) {
        // A short Plus Code without a town after it is placed near the town on the profile.
        patch.location = resolveLocation(patch.location, { label: 'location', town: patch.town ?? before?.town });
      }
      const { deliveryArea, ...fields } = patch;
      const area =
        deliveryArea === undefined
          ? {}
          : { deliveryArea: deliveryArea?.town ?? null, deliveryAreaLocation: deliveryArea ? formatLatLng(parseLatLng(deliveryArea.location)!) : null };
      const row = await deps.users.update(userId, { ...fields, ...area }).catch((e) => rethrowUnique(e, USER_UNIQUE_MESSAGES));
      if (!row) throw notFound('Account not found.');
      if (before && before.email !== row.email) deps.verification.offer('user', row.id, row.email);
      return { user: toUserDto(row, await deps.users.savedLocations(userId)) };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
export type { TUserSignupRequest };

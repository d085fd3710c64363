import { normalizeKenyanPhone } from '@sokoni/domain/phone';
import type { TLoginRequest } from '@sokoni/domain/contracts/auth';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { suspendedMessage } from '../../plugins/authenticate.ts';
import type { PartnerRepository } from '../partner/partner.repository.ts';
import { toPartnerDto } from '../partner/partner.dto.ts';
import type { Passwords } from '../../lib/password.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { UserRepository } from './user.repository.ts';
import { toUserDto } from './user.dto.ts';

export const WRONG_CREDENTIALS = 'Invalid credentials. Check your username, phone or business name and password.';

/**
 * The shared customer/partner login. The identifier may be a username, phone, business name or
 * e-mail; a customer and a store may share a phone, so every matching account's password is
 * tried and the one that matches wins. The account's identifiers come back beside the answer, for
 * the trusted-device cookie.
 */
export function createLoginService(deps: { users: UserRepository; partners: PartnerRepository; tokens: TokenService; passwords: Passwords }) {
  return {
    async login({ identifier, password }: TLoginRequest) {
      const phone = normalizeKenyanPhone(identifier);
      const [userCandidates, partnerCandidates] = await Promise.all([
        deps.users.findByIdentifier(identifier, phone),
        deps.partners.findByIdentifier(identifier, phone),
      ]);
      for (const user of userCandidates) {
        if (!(await deps.passwords.verify(password, user.passwordHash))) continue;
        if (user.suspended) throw new AppError('forbidden', suspendedMessage(user.suspendedReason));
        const token = await deps.tokens.sign({ sub: user.id, kind: 'user', ver: user.tokenVersion });
        const answer = { token, role: 'user' as const, isAdmin: false, user: toUserDto(user) };
        return { answer, identifiers: [user.username, user.email, user.phoneNumber] };
      }
      for (const partner of partnerCandidates) {
        if (!(await deps.passwords.verify(password, partner.passwordHash))) continue;
        if (partner.suspended) throw new AppError('forbidden', suspendedMessage(partner.suspendedReason));
        const token = await deps.tokens.sign({ sub: partner.id, kind: 'partner', ver: partner.tokenVersion });
        const answer = {
          token,
          role: 'partner' as const,
          isAdmin: partner.role === 'admin',
          partnerRole: partner.role,
          partner: toPartnerDto(partner),
        };
        return { answer, identifiers: [partner.businessName, partner.email, partner.contactNumber] };
      }
      if (userCandidates.length + partnerCandidates.length === 0) await deps.passwords.burnCheck(password);
      throw unauthorized(WRONG_CREDENTIALS);
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;

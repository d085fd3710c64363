import { RESET_FIELDS_REQUIRED, ZDriverResetPasswordRequest } from '@sokoni/domain/contracts/password-reset';
import type { NewPasswordInput } from './reset-action.ts';

export const PASSWORDS_DIFFER = 'Passwords do not match.';

export type NewPasswordCheck = { ok: true; input: NewPasswordInput } | { ok: false; message: string };

/**
 * The spec's two rules first (all three fields, matching confirmation), then the page's own
 * check, then the server's contract, so a short password or a mistyped address costs no call:
 * each failed call counts against the hourly reset limit for that e-mail.
 */
export function checkNewPassword(
  values: NewPasswordInput & { confirmation: string },
  check?: () => string | null,
): NewPasswordCheck {
  if (!values.token.trim() || !values.email.trim() || !values.newPassword) return { ok: false, message: RESET_FIELDS_REQUIRED };
  if (values.newPassword !== values.confirmation) return { ok: false, message: PASSWORDS_DIFFER };
  const own = check?.();
  if (own) return { ok: false, message: own };
  const parsed = ZDriverResetPasswordRequest.safeParse(values);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? RESET_FIELDS_REQUIRED };
  return { ok: true, input: { token: parsed.data.token, email: parsed.data.email, newPassword: parsed.data.newPassword } };
}

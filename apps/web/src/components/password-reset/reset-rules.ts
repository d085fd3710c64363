import { RESET_FIELDS_REQUIRED } from '@sokoni/domain/contracts/password-reset';
import type { NewPasswordInput } from './reset-action.ts';

export const PASSWORDS_DIFFER = 'Passwords do not match.';

/**
 * The spec's two rules first (all three fields, matching confirmation), then the page's own
 * check; the server's contract runs after these in the form, so a short password or a mistyped
 * address costs no call: each failed call counts against the hourly reset limit for that e-mail.
 */
export function newPasswordProblem(
  values: NewPasswordInput & { confirmation: string },
  check?: () => string | null,
): string | null {
  if (!values.token.trim() || !values.email.trim() || !values.newPassword) return RESET_FIELDS_REQUIRED;
  if (values.newPassword !== values.confirmation) return PASSWORDS_DIFFER;
  return check?.() ?? null;
}

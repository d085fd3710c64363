import { i18n } from '../../i18n/i18n.ts';
import type { NewPasswordInput } from './reset-action.ts';

/**
 * The spec's two rules first (all three fields, matching confirmation), then the page's own
 * check; the server's contract runs after these in the form, so a short password or a mistyped
 * address costs no call: each failed call counts against the hourly reset limit for that e-mail.
 */
export function newPasswordProblem(
  values: NewPasswordInput & { confirmation: string },
  check?: () => string | null,
): string | null {
  if (!values.token.trim() || !values.email.trim() || !values.newPassword) return i18n.t('password-reset:newPassword.fieldsRequired');
  if (values.newPassword !== values.confirmation) return i18n.t('password-reset:newPassword.passwordsDiffer');
  return check?.() ?? null;
}

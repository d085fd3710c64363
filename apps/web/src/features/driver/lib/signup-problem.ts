import { MIN_PASSWORD_LENGTH } from '@sokoni/domain/contracts/common';
import { DRIVER_REQUIRED_FIELDS, FULL_NAME_REQUIRED, MAX_FULL_NAME, validateDriverSignup, type DriverSignupForm } from '@sokoni/domain/contracts/driver';
import { i18n } from '../../../i18n/i18n.ts';

/**
 * The sign-up checks the server runs (the domain's, in their order), then the full name this
 * form always asks for, told in the reader's language. The domain decides; this only words it.
 */
export function signupProblem(form: Required<DriverSignupForm>): string | null {
  const problem = validateDriverSignup(form) ?? (form.fullName.trim() ? null : FULL_NAME_REQUIRED);
  if (problem === null) return null;
  const missing = DRIVER_REQUIRED_FIELDS.filter(([key]) => !form[key].trim());
  if (missing.length > 0) return i18n.t('driver:signupCheck.missing', { fields: missing.map(([key]) => i18n.t(`driver:signupCheck.field.${key}`)).join(', ') });
  if (form.password.length < MIN_PASSWORD_LENGTH) return i18n.t('driver:signupCheck.passwordShort', { min: MIN_PASSWORD_LENGTH });
  if (problem === FULL_NAME_REQUIRED) return i18n.t('driver:signupCheck.fullNameMissing');
  if (form.fullName.trim().length > MAX_FULL_NAME) return i18n.t('driver:signupCheck.fullNameTooLong', { max: MAX_FULL_NAME });
  if (/phone/i.test(problem)) return i18n.t('driver:signupCheck.badPhone');
  if (/email/i.test(problem)) return i18n.t('driver:signupCheck.badEmail');
  return problem;
}

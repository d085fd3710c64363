import type { DriverSignupForm as DriverSignupFields } from '@sokoni/domain/contracts/driver';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { setRoleSession } from '../../../lib/session.ts';
import { useDriverSignup } from '../api/driver-signup.ts';
import { signupProblem } from '../lib/signup-problem.ts';

const EMPTY: Required<DriverSignupFields> = {
  username: '',
  fullName: '',
  email: '',
  phoneNumber: '',
  password: '',
  nationalId: '',
  driverLicenseNumber: '',
  plateNumber: '',
};

export function DriverSignupForm() {
  const { t } = useTranslation('driver');
  const navigate = useNavigate();
  const signup = useDriverSignup();
  const { bind, failure, onSubmit } = useCheckedForm({
    initial: EMPTY,
    // The same checks as the server runs, worded in the reader's language; then the name customers will see
    // (the API keeps it optional for older clients, this form always asks for it).
    check: signupProblem,
    failureOf: (error) => messageOf(error, t('signup.failed')),
    async save(form) {
      const result = await signup.mutateAsync({ ...form, email: form.email.trim() || undefined });
      setRoleSession('driver', result.token, result.driver);
      showToast(t('signup.success'));
      await navigate('/driver/profile-setup', { replace: true });
    },
  });
  // Each input's value and handlers, bound once per render.
  const fields = {
    username: bind('username'),
    fullName: bind('fullName'),
    email: bind('email'),
    phoneNumber: bind('phoneNumber'),
    password: bind('password'),
    nationalId: bind('nationalId'),
    driverLicenseNumber: bind('driverLicenseNumber'),
    plateNumber: bind('plateNumber'),
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('login.username')} autoComplete="username" autoCapitalize="none" {...fields.username} />
        <TextField label={t('signup.fullName')} autoComplete="name" hint={t('signup.fullNameHint')} {...fields.fullName} />
        <TextField label={t('signup.email')} type="email" autoComplete="email" optional {...fields.email} />
        <TextField label={t('signup.phone')} type="tel" autoComplete="tel" placeholder={t('fields.phonePlaceholder')} {...fields.phoneNumber} />
        <PasswordField autoComplete="new-password" hint={t('signup.passwordHint')} {...fields.password} />
        <TextField label={t('signup.nationalId')} inputMode="numeric" autoComplete="off" {...fields.nationalId} />
        <TextField label={t('signup.licence')} autoComplete="off" autoCapitalize="characters" {...fields.driverLicenseNumber} />
        <TextField label={t('fields.plate')} autoComplete="off" autoCapitalize="characters" placeholder={t('fields.platePlaceholder')} {...fields.plateNumber} />
      </div>
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
        {signup.isPending ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  );
}

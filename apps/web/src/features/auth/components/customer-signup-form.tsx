import { ZUserSignupRequest, type TUserSignupRequest } from '@sokoni/domain/contracts/auth';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { setRoleSession, takeRedirectPath } from '../../../lib/session.ts';
import { useUserSignup } from '../api/user-signup.ts';
import { SignupPlaceField } from './signup-place-field.tsx';

const LABELS = { username: 'Username', names: 'Full name', email: 'Email', phoneNumber: 'Phone number', town: 'Town', location: 'Location' };

const EMPTY: TUserSignupRequest = { username: '', names: '', email: '', phoneNumber: '', town: '', password: '', location: '' };

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) return `Signup failed: ${error.serverMessage ?? 'Please try again.'}`;
  return 'An error occurred. Please try again.';
}

export function CustomerSignupForm() {
  const navigate = useNavigate();
  const signup = useUserSignup();
  const { formRef, values: form, change, bind, errors, failure, onSubmit } = useCheckedForm({
    initial: EMPTY,
    // A message goes as soon as its field is put right, not at the next tap on Sign Up.
    onEdit: 'recheck',
    schema: ZUserSignupRequest,
    labels: LABELS,
    failureOf: failureMessage,
    async save(_parsed, values) {
      const result = await signup.mutateAsync(values);
      setRoleSession('user', result.token, result.user);
      showToast('Signup successful!');
      await navigate(takeRedirectPath(), { replace: true });
    },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Username" autoComplete="username" autoCapitalize="none" {...bind('username')} />
        <TextField label="Full name" autoComplete="name" {...bind('names')} />
        <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
        <TextField label="Phone number" type="tel" autoComplete="tel" placeholder="07XX XXX XXX" {...bind('phoneNumber')} />
        {/* The spec binds both password inputs to one value, so they always match. */}
        <PasswordField label="Password" autoComplete="new-password" {...bind('password')} />
        <PasswordField label="Confirmed Password" autoComplete="new-password" {...bind('password')} name="confirmedPassword" error={undefined} />
      </div>
      <SignupPlaceField town={form.town} location={form.location} onChange={(place) => change(place)} error={errors['town'] ?? errors['location']} />
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
        {signup.isPending ? 'Creating your account…' : 'Sign Up'}
      </Button>
    </form>
  );
}

import { FULL_NAME_REQUIRED, validateDriverSignup, type DriverSignupForm as DriverSignupFields } from '@sokoni/domain/contracts/driver';
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
  const navigate = useNavigate();
  const signup = useDriverSignup();
  const { bind, failure, onSubmit } = useCheckedForm({
    initial: EMPTY,
    // The same checks, in the same words, as the server runs; then the name customers will see
    // (the API keeps it optional for older clients, this form always asks for it).
    check: (form) => validateDriverSignup(form) ?? (form.fullName.trim() ? null : FULL_NAME_REQUIRED),
    failureOf: (error) => messageOf(error, 'Signup failed'),
    async save(form) {
      const result = await signup.mutateAsync({ ...form, email: form.email.trim() || undefined });
      setRoleSession('driver', result.token, result.driver);
      showToast('Driver signed up successfully!');
      await navigate('/driver/profile-setup', { replace: true });
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Username" autoComplete="username" autoCapitalize="none" {...bind('username')} />
        <TextField label="Full name" autoComplete="name" hint="As on your ID. Customers see it when you deliver." {...bind('fullName')} />
        <TextField label="Email" type="email" autoComplete="email" optional {...bind('email')} />
        <TextField label="Phone number" type="tel" autoComplete="tel" placeholder="07XX XXX XXX" {...bind('phoneNumber')} />
        <PasswordField autoComplete="new-password" hint="At least 6 characters." {...bind('password')} />
        <TextField label="National ID" inputMode="numeric" autoComplete="off" {...bind('nationalId')} />
        <TextField label="Driver license number" autoComplete="off" autoCapitalize="characters" {...bind('driverLicenseNumber')} />
        <TextField label="Plate number" autoComplete="off" autoCapitalize="characters" placeholder="e.g. KMDA 123A" {...bind('plateNumber')} />
      </div>
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
        {signup.isPending ? 'Signing up…' : 'Sign Up'}
      </Button>
    </form>
  );
}

import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { setRoleSession } from '../../../lib/session.ts';
import { useDriverLogin } from '../api/driver-login.ts';
import { driverHomePath } from '../hooks/driver-home.ts';

export function DriverLoginForm() {
  const navigate = useNavigate();
  const loginMutation = useDriverLogin();
  const { bind, failure, onSubmit } = useCheckedForm({
    initial: { username: '', password: '' },
    check: ({ username, password }) => (!username.trim() || !password ? 'Please fill in username and password' : null),
    failureOf: (error) => messageOf(error, 'Login failed'),
    async save({ username, password }) {
      const result = await loginMutation.mutateAsync({ username: username.trim(), password });
      setRoleSession('driver', result.token, result.driver);
      showToast('Logged in successfully!');
      await navigate(driverHomePath(result.driver), { replace: true });
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        hint="Your phone number or e-mail works too."
        {...bind('username')}
      />
      <PasswordField autoComplete="current-password" {...bind('password')} />
      <div className="-mt-2 text-right text-sm">
        <Link to="/driver/reset-password" className="rounded font-semibold text-primary-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in…' : 'Log In'}
      </Button>
    </form>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { setRoleSession, takeRedirectPath, updateRoleProfile } from '../../../lib/session.ts';
import { meQueryOptions } from '../api/get-me.ts';
import { useLogin } from '../api/login.ts';

/** The shared customer and store login. */
export function SignInForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!identifier.trim() || !password) {
      setError('Please enter your username, phone or business name and your password.');
      return;
    }
    try {
      const result = await loginMutation.mutateAsync({ identifier: identifier.trim(), password });
      if (result.role === 'partner') {
        setRoleSession('partner', result.token, result.partner);
        await navigate(result.isAdmin ? '/superuserdashboard' : '/dashboard', { replace: true });
        return;
      }
      setRoleSession('user', result.token, result.user);
      // The spec refreshes the stored user from /api/user/me; a failure there changes nothing.
      try {
        updateRoleProfile('user', await queryClient.fetchQuery(meQueryOptions()));
      } catch {
        /* the login answer's user is already stored */
      }
      await navigate(takeRedirectPath(), { replace: true });
    } catch (failure) {
      setError(messageOf(failure, 'Login failed. Please try again.'));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={error} />
      <TextField
        label="Username, phone or business name"
        name="identifier"
        autoComplete="username"
        autoCapitalize="none"
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
        required
      />
      <PasswordField
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Button type="submit" size="lg" className="w-full" loading={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in…' : 'Log In'}
      </Button>
    </form>
  );
}

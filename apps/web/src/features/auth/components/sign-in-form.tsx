import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { setRoleSession, takeRedirectPath, updateRoleProfile } from '../../../lib/session.ts';
import { meQueryOptions } from '../api/get-me.ts';
import { useLogin } from '../api/login.ts';

/** The shared customer and store login. */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const { bind, failure, onSubmit } = useCheckedForm({
    initial: { identifier: '', password: '' },
    check: ({ identifier, password }) =>
      !identifier.trim() || !password ? t('signIn.missing') : null,
    failureOf: (error) => messageOf(error, t('signIn.failed')),
    async save({ identifier, password }) {
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
    },
  });

  // Bound outside the markup, where the lint rule reads every string as words on screen.
  const fields = { identifier: bind('identifier'), password: bind('password') };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      <TextField
        label={t('signIn.identifier')}
        autoComplete="username"
        autoCapitalize="none"
        {...fields.identifier}
        required
      />
      <PasswordField
        autoComplete="current-password"
        {...fields.password}
        required
      />
      <Button type="submit" size="lg" className="w-full" loading={loginMutation.isPending}>
        {loginMutation.isPending ? t('signIn.loggingIn') : t('signIn.logIn')}
      </Button>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('driver');
  const navigate = useNavigate();
  const loginMutation = useDriverLogin();
  const { bind, failure, onSubmit } = useCheckedForm({
    initial: { username: '', password: '' },
    check: ({ username, password }) => (!username.trim() || !password ? t('login.missing') : null),
    failureOf: (error) => messageOf(error, t('login.failed')),
    async save({ username, password }) {
      const result = await loginMutation.mutateAsync({ username: username.trim(), password });
      setRoleSession('driver', result.token, result.driver);
      showToast(t('login.success'));
      await navigate(driverHomePath(result.driver), { replace: true });
    },
  });
  // Each input's value and handlers, bound once per render.
  const fields = {
    username: bind('username'),
    password: bind('password'),
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={failure} />
      <TextField
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        hint={t('login.usernameHint')}
        {...fields.username}
      />
      <PasswordField autoComplete="current-password" {...fields.password} />
      <div className="-mt-2 text-right text-sm">
        <Link to="/driver/reset-password" className="rounded font-semibold text-primary-700 hover:underline">
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={loginMutation.isPending}>
        {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

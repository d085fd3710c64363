import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-10 flex-1 items-center justify-center rounded-lg text-sm font-semibold transition-colors',
    isActive ? 'bg-white text-primary-800 shadow-sm' : 'text-stone-600 hover:text-stone-900',
  );

/** Switches between driver sign-up and driver login. */
export function DriverAuthToggle() {
  const { t } = useTranslation('driver');
  return (
    <nav aria-label={t('auth.account')} className="mb-6 flex gap-1 rounded-xl bg-stone-100 p-1">
      <NavLink to="/driver-signup" replace className={tabClass}>
        {t('auth.signUp')}
      </NavLink>
      <NavLink to="/driver-login" replace className={tabClass}>
        {t('auth.logIn')}
      </NavLink>
    </nav>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { LogOutIcon, UserIcon } from '../ui/icons.tsx';

export interface AccountDetail {
  label: string;
  value: ReactNode;
}

/** Who is logged in, with a Logout button: the top of every account area. */
export function AccountOverview({
  kind,
  name,
  details,
  onLogout,
  badge,
}: {
  kind: string;
  name: string;
  details: AccountDetail[];
  onLogout: () => void;
  badge?: ReactNode;
}) {
  const { t } = useTranslation('session');
  return (
    <section aria-labelledby="account-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <div className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary-700 text-white">
          <UserIcon className="size-7" />
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wider text-primary-700">{kind}</p>
          <h1 id="account-heading" className="mt-0.5 truncate text-xl font-bold text-stone-900 sm:text-2xl">
            {name}
          </h1>
          {badge && <div className="mt-1.5">{badge}</div>}
        </div>
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {details.map((detail) => (
          <div key={detail.label} className="min-w-0">
            <dt className="text-stone-500">{detail.label}</dt>
            <dd className="truncate font-medium text-stone-900">{detail.value || t('accountOverview.empty')}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" className="mt-6 w-full sm:w-auto" onClick={onLogout}>
        <LogOutIcon className="size-4.5" />
        {t('accountOverview.logout')}
      </Button>
    </section>
  );
}

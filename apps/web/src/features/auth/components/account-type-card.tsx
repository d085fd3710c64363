import { useTranslation } from 'react-i18next';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';

export interface AccountType {
  /** Its words in the catalogue: `accountTypes.<kind>.title`, `.description`, `.signup`. */
  kind: 'customer' | 'vendor' | 'driver';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  loginTo: string;
  signupTo: string;
}

/** One way in: the card's main link logs in, the smaller one signs up. */
export function AccountTypeCard({ type }: { type: AccountType }) {
  const { t } = useTranslation('auth');
  const Icon = type.icon;
  const title = t(`accountTypes.${type.kind}.title`);
  const headingId = `account-type-${type.kind}`;
  return (
    <li className="relative rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-primary-300 hover:shadow-md">
      <div className="flex items-start gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
          <Icon className="size-6" />
        </div>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-bold text-stone-900">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-stone-600">{t(`accountTypes.${type.kind}.description`)}</p>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link
              to={type.loginTo}
              aria-label={t('accountTypes.continueAs', { type: title })}
              className="inline-flex h-10 items-center gap-1.5 rounded-xl bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
            >
              {t('accountTypes.continue')}
              <ArrowRightIcon className="size-4" />
            </Link>
            <Link to={type.signupTo} className="rounded text-sm font-semibold text-primary-700 hover:underline">
              {t(`accountTypes.${type.kind}.signup`)}
            </Link>
          </div>
        </div>
      </div>
    </li>
  );
}

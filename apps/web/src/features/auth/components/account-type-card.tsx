import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';

export interface AccountType {
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  loginTo: string;
  signupTo: string;
  signupLabel: string;
}

/** One way in: the card's main link logs in, the smaller one signs up. */
export function AccountTypeCard({ type }: { type: AccountType }) {
  const Icon = type.icon;
  const headingId = `account-type-${type.title.toLowerCase()}`;
  return (
    <li className="relative rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-primary-300 hover:shadow-md">
      <div className="flex items-start gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
          <Icon className="size-6" />
        </div>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-bold text-stone-900">
            {type.title}
          </h2>
          <p className="mt-0.5 text-sm text-stone-600">{type.description}</p>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link
              to={type.loginTo}
              aria-label={`Continue as ${type.title}`}
              className="inline-flex h-10 items-center gap-1.5 rounded-xl bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
            >
              Continue
              <ArrowRightIcon className="size-4" />
            </Link>
            <Link to={type.signupTo} className="rounded text-sm font-semibold text-primary-700 hover:underline">
              {type.signupLabel}
            </Link>
          </div>
        </div>
      </div>
    </li>
  );
}

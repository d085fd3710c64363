import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../ui/icons.tsx';
import { Logo } from './logo.tsx';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Where the back button goes; by default the previous page (or home on a fresh tab). */
  backTo?: string;
  wide?: boolean;
}

/** A centred card with a back button, used by every log-in and sign-up page. */
export function AuthShell({ title, subtitle, children, backTo, wide = false }: AuthShellProps) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const goBack = () => {
    if (backTo) navigate(backTo);
    else if (window.history.state && typeof window.history.state.idx === 'number' && window.history.state.idx > 0) navigate(-1);
    else navigate('/');
  };
  return (
    <div className="min-h-dvh bg-gradient-to-b from-primary-50 via-stone-50 to-stone-50">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3 sm:px-6">
        <button
          type="button"
          onClick={goBack}
          className="inline-flex h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-stone-700 hover:bg-white hover:text-primary-800"
        >
          <ArrowLeftIcon className="size-5" />
          {t('authShell.back')}
        </button>
        <Link to="/" aria-label={t('authShell.home')} className="rounded-xl">
          <Logo />
        </Link>
      </div>
      <main id="main" className={`mx-auto px-4 pb-12 pt-2 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
        <div className="rounded-3xl border border-stone-200/80 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
          {subtitle && <p className="mt-1.5 text-sm text-stone-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}

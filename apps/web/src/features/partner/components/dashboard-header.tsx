import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { ArrowLeftIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import { MenuIcon } from './icons.tsx';

/** Back to the home page, who is signed in, the bell, and (on phones) the menu button. */
export function DashboardHeader({
  partner,
  bell,
  menuId,
  menuOpen,
  onToggleMenu,
}: {
  partner: TPartner;
  bell: ReactNode;
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
}) {
  const { t } = useTranslation('partner');
  return (
    <div className="relative flex items-center gap-2 sm:gap-3">
      <Link
        to="/"
        aria-label={t('header.backHome')}
        title={t('header.backHome')}
        className="flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-700 shadow-sm hover:border-primary-300 hover:text-primary-800"
      >
        <ArrowLeftIcon className="size-5" />
      </Link>
      <FallbackImage src={partner.profileImage} alt="" className="hidden size-11 shrink-0 rounded-xl border border-stone-200 object-cover sm:block" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wider text-primary-700">{t('header.eyebrow')}</p>
        <h1 className="truncate text-lg font-bold text-stone-900 sm:text-xl">{partner.businessName}</h1>
      </div>
      {bell}
      <button
        type="button"
        aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
        className="flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-700 shadow-sm hover:border-primary-300 lg:hidden"
      >
        {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
      </button>
    </div>
  );
}

import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { Logo } from '../../../components/layout/logo.tsx';
import { SettingsMenu } from '../../../components/layout/settings-menu.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { MenuIcon } from './admin-icons.tsx';
import { AdminNavList, type AdminNavProps } from './admin-nav.tsx';

/**
 * The console frame: a sidebar on wide screens; on phones a sticky bar naming the section with
 * a menu button that opens the same list.
 */
export function AdminConsole({ admin, children, ...nav }: AdminNavProps & { admin: TPartner; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const select: AdminNavProps['onSelect'] = (section) => {
    setMenuOpen(false);
    nav.onSelect(section);
  };
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-dvh bg-stone-50 lg:flex">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r border-stone-200 bg-white px-3 py-5 lg:flex">
        <Link to="/" className="px-3" aria-label={t('console.home')}>
          <Logo />
        </Link>
        <p className="mt-1 px-3 text-xs font-semibold uppercase tracking-wider text-primary-700">{t('console.title')}</p>
        <nav aria-label={t('console.title')} className="mt-6 min-h-0 flex-1 overflow-y-auto">
          <AdminNavList {...nav} onSelect={select} />
        </nav>
        <div className="mt-4 border-t border-stone-200 px-3 pt-4">
          <p className="truncate text-sm font-semibold text-stone-900">{admin.businessName}</p>
          <p className="truncate text-xs text-stone-500">{admin.email}</p>
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur lg:hidden">
          <div className="flex items-center gap-3 px-4 py-2.5">
            <Link to="/" aria-label={t('console.home')} className="shrink-0">
              <img src="/logo.svg" alt="" width={36} height={36} className="size-9 rounded-xl" />
            </Link>
            <div className="min-w-0 flex-1">
              <p className="text-[11px] font-semibold uppercase tracking-wider text-primary-700">{t('console.title')}</p>
              <p className="truncate text-base font-bold text-stone-900">{t(`sections.${nav.active}`)}</p>
            </div>
            {/* Language, data saver and alerts on this phone, as on every other screen. */}
            <SettingsMenu />
            <button
              type="button"
              aria-label={menuOpen ? t('console.closeMenu') : t('console.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((v) => !v)}
              className="flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-700 shadow-sm hover:border-primary-300"
            >
              {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
            </button>
          </div>
          <nav id={menuId} aria-label={t('console.menu')} hidden={!menuOpen} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-100 px-3 py-3">
            <AdminNavList {...nav} onSelect={select} onLogout={nav.onLogout} compact />
          </nav>
        </header>
        {menuOpen && <div aria-hidden="true" className="fixed inset-0 z-20 bg-stone-900/30 lg:hidden" onClick={() => setMenuOpen(false)} />}

        <main id="main" className="mx-auto max-w-6xl px-4 pb-16 pt-5 sm:px-6 lg:px-8 lg:pt-8">
          <div className="mb-2 hidden justify-end lg:flex">
            <SettingsMenu />
          </div>
          {children}
        </main>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeIcon, LogOutIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../lib/cn.ts';
import { ADMIN_SECTIONS, SECTION_ICONS, type AdminSection } from './admin-sections.ts';

export interface AdminNavProps {
  active: AdminSection;
  onSelect: (section: AdminSection) => void;
  onLogout: () => void;
}

/** The section list, then a way home and Logout; laid out by the sidebar (desktop) and the menu (phones). */
export function AdminNavList({ active, onSelect, onLogout, compact = false }: AdminNavProps & { compact?: boolean }) {
  const { t } = useTranslation('admin');
  const item = cn('flex w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-semibold transition-colors', compact ? 'h-12' : 'h-10');
  return (
    <ul className="space-y-1">
      {ADMIN_SECTIONS.map((section) => {
        const Icon = SECTION_ICONS[section];
        const current = section === active;
        return (
          <li key={section}>
            <button
              type="button"
              aria-current={current ? 'page' : undefined}
              onClick={() => onSelect(section)}
              className={cn(item, current ? 'bg-primary-700 text-white' : 'text-stone-700 hover:bg-stone-100')}
            >
              <Icon className="size-5 shrink-0" />
              {t(`sections.${section}`)}
            </button>
          </li>
        );
      })}
      <li className="border-t border-stone-200 pt-2">
        <Link to="/" className={cn(item, 'text-stone-700 hover:bg-stone-100')}>
          <HomeIcon className="size-5 shrink-0" />
          {t('console.homePage')}
        </Link>
      </li>
      <li>
        <button type="button" onClick={onLogout} className={cn(item, 'text-red-700 hover:bg-red-50')}>
          <LogOutIcon className="size-5 shrink-0" />
          {t('console.logout')}
        </button>
      </li>
    </ul>
  );
}

import { Link } from 'react-router';
import { LANDING_CATEGORIES } from './landing-categories.ts';
import { useTranslation } from 'react-i18next';
import { categoryName } from '../../../lib/platform-words.ts';

export function CategoryChips() {
  const { t } = useTranslation('landing');
  return (
    <nav aria-label={t('categoryChips.label')} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {LANDING_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={`/menu?${new URLSearchParams({ category })}`}
              className="inline-flex h-9 items-center whitespace-nowrap rounded-full border border-stone-200 bg-white px-4 text-sm font-medium text-stone-700 shadow-sm hover:border-primary-300 hover:bg-primary-50 hover:text-primary-800"
            >
              {categoryName(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

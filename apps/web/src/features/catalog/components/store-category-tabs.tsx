import { cn } from '../../../lib/cn.ts';
import { useTranslation } from 'react-i18next';
import { categoryName } from '../../../lib/platform-words.ts';

/** 'All' and the store's categories; the chosen one is kept in the URL (?category=). */
export function StoreCategoryTabs({ categories, value, onChange }: { categories: string[]; value: string | null; onChange: (category: string | null) => void }) {
  const { t } = useTranslation('catalog');
  const options: [string | null, string][] = [[null, t('storeCategories.all')], ...categories.map((c): [string, string] => [c, categoryName(c)])];
  return (
    <nav aria-label={t('storeCategories.label')} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2">
        {options.map(([category, label]) => {
          const selected = category === value;
          return (
            <li key={category ?? ''}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onChange(category)}
                className={cn(
                  'inline-flex h-9 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium',
                  selected ? 'border-primary-700 bg-primary-700 text-white' : 'border-stone-200 bg-white text-stone-700 hover:border-primary-300',
                )}
              >
                {label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

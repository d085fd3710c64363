import { Link } from 'react-router';
import { ArrowRightIcon, SparklesIcon, TagIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from 'react-i18next';

const LINKS = [
  { to: '/offers', icon: TagIcon, key: 'offers', tone: 'bg-accent-100 text-accent-700' },
  { to: '/featured', icon: SparklesIcon, key: 'featured', tone: 'bg-primary-50 text-primary-700' },
] as const;

/** Quick ways into the storefront's two curated views. */
export function ShopLinks() {
  const { t } = useTranslation('landing');
  return (
    <nav aria-label={t('shopLinks.label')} className="mx-auto grid max-w-6xl grid-cols-1 gap-3 px-4 pt-8 sm:grid-cols-2 sm:px-6">
      {LINKS.map(({ to, icon: Icon, key, tone }) => (
        <Link key={to} to={to} className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-primary-300 hover:shadow-md">
          <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${tone}`}>
            <Icon className="size-6" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-bold text-stone-900">{t(`shopLinks.${key}.title`)}</span>
            <span className="block text-sm text-stone-600">{t(`shopLinks.${key}.text`)}</span>
          </span>
          <ArrowRightIcon className="size-5 text-stone-400" />
        </Link>
      ))}
    </nav>
  );
}

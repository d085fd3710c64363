import { useTranslation } from 'react-i18next';

/** A store nobody has rated yet says 'New' rather than showing 0.0 and empty stars. */
export function NewStoreBadge() {
  const { t } = useTranslation();
  return <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-accent-700">{t('newStore')}</span>;
}

export const isUnrated = (ratings: { count: number }) => ratings.count === 0;

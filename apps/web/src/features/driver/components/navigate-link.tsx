import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import { directionsUrl } from '../lib/map-links.ts';

/** 'Navigate': the phone's maps app with directions to the pin; nothing without a pin. */
export function NavigateLink({ to, location }: { to: string; location: string | null | undefined }) {
  const { t } = useTranslation('driver');
  const href = directionsUrl(location);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('navigate.label', { to })} className={buttonClasses('primary', 'sm')}>
      <MapPinIcon className="size-4" /> {t('navigate.text')}
    </a>
  );
}

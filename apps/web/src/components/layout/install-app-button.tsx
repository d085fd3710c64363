import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../../lib/use-install-prompt.ts';
import { Button } from '../ui/button.tsx';
import { DownloadIcon } from '../ui/icons.tsx';

/** Appears only when the browser offers to install Sokoni; one use, whatever the answer. */
export function InstallAppButton() {
  const { t } = useTranslation('layout');
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  // On the narrowest phones the header also holds the logo and LOG IN: the label shortens to
  // "Install" rather than wrapping, and keeps its full name for screen readers. (The flex gap
  // spaces the words.)
  return (
    <Button variant="secondary" size="sm" aria-label={t('install.label')} className="whitespace-nowrap rounded-full" onClick={() => void install()}>
      <DownloadIcon className="hidden size-4 sm:block" />
      {t('install.install')}
      <span className="hidden min-[390px]:inline">{t('install.app')}</span>
    </Button>
  );
}

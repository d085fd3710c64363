import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { BellIcon } from './icons.tsx';

const ASKED_KEY = 'partnerDesktopAlertsAsked';

function shouldAsk(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'default' && localStorage.getItem(ASKED_KEY) === null;
}

/**
 * Desktop alerts are asked for by a button the owner presses, never on page load: browsers
 * block prompts nobody asked for, and 'Not now' is remembered.
 */
export function DesktopAlertsPrompt() {
  const { t } = useTranslation('partner');
  const [visible, setVisible] = useState(shouldAsk);
  if (!visible) return null;

  const close = (answer: string) => {
    localStorage.setItem(ASKED_KEY, answer);
    setVisible(false);
  };
  const turnOn = async () => {
    try {
      close(await Notification.requestPermission());
    } catch {
      close('unsupported');
    }
  };

  return (
    <div role="region" aria-label={t('alertsPrompt.label')} className="mb-4 flex flex-col gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900 sm:flex-row sm:items-center">
      <BellIcon className="hidden size-6 shrink-0 sm:block" />
      <p className="flex-1">{t('alertsPrompt.text')}</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void turnOn()}>
          {t('alertsPrompt.turnOn')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => close('later')}>
          {t('alertsPrompt.notNow')}
        </Button>
      </div>
    </div>
  );
}

import { useState } from 'react';
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
    <div role="region" aria-label="Desktop alerts" className="mb-4 flex flex-col gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900 sm:flex-row sm:items-center">
      <BellIcon className="hidden size-6 shrink-0 sm:block" />
      <p className="flex-1">Get a desktop alert the moment a customer orders from you, even when this tab is in the background.</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void turnOn()}>
          Turn on alerts
        </Button>
        <Button size="sm" variant="ghost" onClick={() => close('later')}>
          Not now
        </Button>
      </div>
    </div>
  );
}

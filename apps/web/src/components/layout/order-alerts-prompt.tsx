import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/api-client.ts';
import { currentPhoneAlerts, turnPhoneAlertsOn, type PhoneAlertsState } from '../../lib/phone-alerts.ts';
import { Button } from '../ui/button.tsx';

/** Remembered per device: once answered (or put off), the prompt never comes back; the settings switch stays. */
const ASKED_KEY = { partner: 'partnerDesktopAlertsAsked', driver: 'driverOrderAlertsAsked' } as const;
type AlertsRole = keyof typeof ASKED_KEY;

/** What the prompt shows: an offer to turn alerts on, or why it cannot be done from here. */
type PromptState = 'offer' | 'desktop-only' | 'ios-home-screen' | 'denied' | 'on';

function promptFor(found: PhoneAlertsState): PromptState | null {
  if (found === 'off') return 'offer';
  if (found === 'ios-home-screen' || found === 'denied') return found;
  // No push here (an old browser): alerts while the page is open in the background still help a shop.
  if (found === 'unsupported' && typeof Notification !== 'undefined' && Notification.permission === 'default') return 'desktop-only';
  return null;
}

/**
 * 'Turn on order alerts', on a shop's or rider's dashboard after they signed in on this device
 * (never to visitors, never by itself: the browser asks only after the tap). On an iPhone outside
 * the Home Screen app it says to add Sokoni to the Home Screen first; a refusal is explained, and
 * not asked again.
 */
export function OrderAlertsPrompt({ role }: { role: AlertsRole }) {
  const { t } = useTranslation('layout');
  const [state, setState] = useState<PromptState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (localStorage.getItem(ASKED_KEY[role]) !== null) return;
    let live = true;
    void currentPhoneAlerts()
      .catch((): PhoneAlertsState => 'unsupported')
      .then((found) => live && setState(promptFor(found)));
    return () => {
      live = false;
    };
  }, [role]);

  if (state === null) return null;
  const remember = (answer: string) => localStorage.setItem(ASKED_KEY[role], answer);
  const close = (answer: string) => {
    remember(answer);
    setState(null);
  };

  const turnOn = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = state === 'desktop-only' ? await Notification.requestPermission() : await turnPhoneAlertsOn(role);
      if (answer === 'denied') {
        remember('denied');
        setState('denied');
      } else if (answer === 'on' || answer === 'granted') {
        remember('granted');
        setState('on');
      }
    } catch (failure) {
      setError(messageOf(failure, t('orderAlerts.failed')));
    } finally {
      setBusy(false);
    }
  };

  const text = {
    offer: role === 'partner' ? t('orderAlerts.offerPartner') : t('orderAlerts.offerDriver'),
    'desktop-only': t('orderAlerts.desktopOnly'),
    'ios-home-screen': t('orderAlerts.ios'),
    denied: t('orderAlerts.denied'),
    on: t('orderAlerts.on'),
  }[state];
  const asking = state === 'offer' || state === 'desktop-only';

  return (
    <section aria-label={t('orderAlerts.label')} className="mb-4 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
      <h2 className="font-semibold text-sky-950">{t('orderAlerts.title')}</h2>
      <p className="mt-1" role={asking ? undefined : 'status'}>
        {text}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {asking && (
          <Button size="sm" loading={busy} onClick={() => void turnOn()}>
            {t('orderAlerts.turnOn')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => close(asking ? 'later' : state)}>
          {asking ? t('orderAlerts.notNow') : t('orderAlerts.done')}
        </Button>
      </div>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/api-client.ts';
import { alertsRoleFor, currentPhoneAlerts, turnPhoneAlertsOff, turnPhoneAlertsOn, type PhoneAlertsState } from '../../lib/phone-alerts.ts';
import { useSession } from '../../lib/use-session.ts';

/**
 * 'Alerts on this phone' in the settings menu, for every signed-in account: new orders, offers and
 * an order's progress reach the phone even with Sokoni closed. The browser asks permission only
 * after this tap; a refusal is explained, not asked again; on iPhone, adding to the Home Screen
 * comes first.
 */
export function PhoneAlertsSwitch() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const { pathname } = useLocation();
  const role = alertsRoleFor(pathname, session);
  const [state, setState] = useState<PhoneAlertsState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void currentPhoneAlerts()
      .catch((): PhoneAlertsState => 'off')
      .then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, []);

  if (!role || state === null) return null;
  const canSwitch = state === 'on' || state === 'off';

  const change = async (on: boolean) => {
    setBusy(true);
    setError(null);
    try {
      setState(on ? await turnPhoneAlertsOn(role) : await turnPhoneAlertsOff(role));
    } catch (failure) {
      setError(messageOf(failure, t('settings.alertsFailed')));
    } finally {
      setBusy(false);
    }
  };

  const hint =
    state === 'unsupported' ? t('settings.alertsUnsupported') : state === 'ios-home-screen' ? t('settings.alertsIos') : state === 'denied' ? t('settings.alertsDenied') : t('settings.alertsHint');

  return (
    <div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          role="switch"
          checked={state === 'on'}
          disabled={!canSwitch || busy}
          onChange={(event) => void change(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-primary-700"
        />
        <span>
          <span className="block text-sm font-semibold text-stone-900">{t('settings.alerts')}</span>
          <span className="block text-xs text-stone-600">{hint}</span>
        </span>
      </label>
      {error && (
        <p role="alert" className="mt-2 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { playNewOrderSound } from '../../../lib/new-order-sound.ts';

/** How often the alarm rings again while a new order waits for its answer. */
const REPEAT_MS = 15_000;
const VIBRATION = [400, 200, 400];

/**
 * A new order keeps calling until the shop accepts it, declines it or opens it: the sound (once the
 * page has been clicked, as browsers require), a vibration where the phone has one, and the tab's
 * title alternating with '(1) New order', so a shop serving at the counter notices it.
 */
export function useNewOrderAlarm(waitingIds: readonly string[]) {
  const { t } = useTranslation('partner');
  const count = waitingIds.length;
  const alertTitle = t('orders.alertTitle', { count });
  const key = waitingIds.join(',');
  const base = useRef<string | null>(null);

  useEffect(() => {
    if (count === 0) return;
    let showingAlert = false;
    const ring = () => {
      playNewOrderSound();
      try {
        navigator.vibrate?.(VIBRATION);
      } catch {
        /* vibration refused (no user gesture yet, or a desktop) */
      }
    };
    const flip = () => {
      // The page may have renamed itself meanwhile (another tab of the dashboard): that is the title to return to.
      if (document.title !== alertTitle) base.current = document.title;
      showingAlert = !showingAlert;
      document.title = showingAlert ? alertTitle : (base.current ?? document.title);
    };
    ring();
    flip();
    const ringTimer = setInterval(ring, REPEAT_MS);
    const titleTimer = setInterval(flip, 1000);
    return () => {
      clearInterval(ringTimer);
      clearInterval(titleTimer);
      if (document.title === alertTitle && base.current) document.title = base.current;
    };
    // `key` stands for the ids: a new waiting order restarts the alarm at once.
  }, [key, count, alertTitle]);
}

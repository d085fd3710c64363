import { useTranslation } from 'react-i18next';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { updaterState } from '../lib/status.ts';
import { statusName } from '../lib/status-words.ts';

/** The steps a shop takes itself, each named for what the button does ('Accept order', not 'Mark as Order Received'). */
const ACTIONS: Partial<Record<string, 'updater.accept' | 'updater.startPreparing' | 'updater.ready' | 'updater.pickedUp'>> = {
  OrderReceived: 'updater.accept',
  Preparing: 'updater.startPreparing',
  ReadyForPickup: 'updater.ready',
  PickedUp: 'updater.pickedUp',
};

/**
 * The store's next step, one at a time, disabled while the change is on its way. Once the store's
 * part is done it says who takes the order on; at Confirmed Delivered there is nothing to show.
 */
export function StatusUpdater({
  status,
  option,
  updating,
  onAdvance,
  size = 'sm',
}: {
  status: string;
  option: DeliveryOption;
  updating: boolean;
  onAdvance: (next: string) => void;
  size?: ButtonSize;
}) {
  const { t } = useTranslation('partner');
  const state = updaterState(status, option);
  if (state.kind === 'hidden') return null;
  if (state.kind === 'done') return <p className="w-full text-sm text-stone-600">{t(`updater.${state.reason}`)}</p>;
  const action = ACTIONS[state.next];
  return (
    <Button size={size} loading={updating} className={size === 'lg' ? 'w-full' : 'w-full sm:w-auto'} onClick={() => onAdvance(state.next)}>
      {action ? t(action) : t('updater.markAs', { status: statusName(state.next) })}
    </Button>
  );
}

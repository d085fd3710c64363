import { useTranslation } from 'react-i18next';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import { Button } from '../../../components/ui/button.tsx';
import { updaterState } from '../lib/status.ts';
import { statusName } from '../lib/status-words.ts';

/**
 * 'Mark as {next}': one step at a time, disabled while the change is on its way. Once the
 * store's part is done the following step shows disabled with who takes it; at Confirmed
 * Delivered there is nothing to show.
 */
export function StatusUpdater({
  status,
  option,
  updating,
  onAdvance,
}: {
  status: string;
  option: DeliveryOption;
  updating: boolean;
  onAdvance: (next: string) => void;
}) {
  const { t } = useTranslation('partner');
  const state = updaterState(status, option);
  if (state.kind === 'hidden') return null;
  if (state.kind === 'done') {
    return (
      <div className="space-y-1.5">
        <Button variant="secondary" size="sm" disabled className="w-full sm:w-auto">
          {t('updater.markAs', { status: statusName(state.next) })}
        </Button>
        <p className="text-xs text-stone-500">{t(`updater.${state.reason}`)}</p>
      </div>
    );
  }
  return (
    <Button size="sm" loading={updating} className="w-full sm:w-auto" onClick={() => onAdvance(state.next)}>
      {t('updater.markAs', { status: statusName(state.next) })}
    </Button>
  );
}

import { useTranslation } from 'react-i18next';
import { formatKsh } from '../../../lib/format.ts';

/** The delivery fee and the driver's 80% of it (the server's figure), both to two decimals. */
export function EarningFigures({ fee, earning }: { fee: number; earning: number }) {
  const { t } = useTranslation('driver');
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      <div className="rounded-xl bg-stone-50 px-3 py-2">
        <dt className="text-xs text-stone-500">{t('earning.fee')}</dt>
        <dd className="font-semibold tabular-nums text-stone-900">{formatKsh(fee)}</dd>
      </div>
      <div className="rounded-xl bg-primary-50 px-3 py-2">
        <dt className="text-xs text-primary-800">{t('earning.yours')}</dt>
        <dd className="font-bold tabular-nums text-primary-800">{formatKsh(earning)}</dd>
      </div>
    </dl>
  );
}

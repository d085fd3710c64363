import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { firstDayOfWeeks } from '@sokoni/domain/statement-weeks';
import { StatementPanel } from '../../../components/ledger/statement-panel.tsx';
import { downloadText } from '../../../lib/download-text.ts';
import { kenyaToday } from '../../../lib/nairobi-time.ts';
import { driverStatementQueryOptions, getDriverStatementCsv } from '../api/get-driver-statement.ts';
import { RatingsPanel } from './ratings-panel.tsx';

/** The rider's last eight weeks: their share of each fee, tips, cash collected and handed over, payouts. */
export function EarningsTab({ driver }: { driver: TDriver }) {
  const { t } = useTranslation('driver');
  const to = kenyaToday();
  const from = firstDayOfWeeks(to);
  const query = useQuery(driverStatementQueryOptions(driver._id, from, to));
  const download = async () => downloadText(await getDriverStatementCsv(from, to), t('earnings.csvName', { from, to }));
  return (
    <section aria-labelledby="earnings-heading" className="space-y-3">
      <h2 id="earnings-heading" className="text-lg font-bold text-stone-900">
        {t('earnings.title')}
      </h2>
      <StatementPanel query={query} download={download} balanceLabel={t('earnings.balance')} />
      <div className="pt-4">
        <RatingsPanel driverId={driver._id} />
      </div>
    </section>
  );
}

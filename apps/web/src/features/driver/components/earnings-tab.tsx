import { useQuery } from '@tanstack/react-query';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { firstDayOfWeeks } from '@sokoni/domain/statement-weeks';
import { StatementPanel } from '../../../components/ledger/statement-panel.tsx';
import { downloadText } from '../../../lib/download-text.ts';
import { kenyaToday } from '../../../lib/nairobi-time.ts';
import { driverStatementQueryOptions, getDriverStatementCsv } from '../api/get-driver-statement.ts';
import { RatingsPanel } from './ratings-panel.tsx';

/** The rider's last eight weeks: their share of each fee, tips, cash collected and handed over, payouts. */
export function EarningsTab({ driver }: { driver: TDriver }) {
  const to = kenyaToday();
  const from = firstDayOfWeeks(to);
  const query = useQuery(driverStatementQueryOptions(driver._id, from, to));
  const download = async () => downloadText(await getDriverStatementCsv(from, to), `sokoni-rider-statement-${from}-to-${to}.csv`);
  return (
    <section aria-labelledby="earnings-heading" className="space-y-3">
      <h2 id="earnings-heading" className="text-lg font-bold text-stone-900">
        Earnings
      </h2>
      <StatementPanel query={query} download={download} balanceLabel="Your earnings due" />
      <div className="pt-4">
        <RatingsPanel driverId={driver._id} />
      </div>
    </section>
  );
}

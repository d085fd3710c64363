import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { firstDayOfWeeks } from '@sokoni/domain/statement-weeks';
import { StatementPanel } from '../../../components/ledger/statement-panel.tsx';
import { downloadText } from '../../../lib/download-text.ts';
import { kenyaToday } from '../../../lib/nairobi-time.ts';
import { getPartnerStatementCsv, partnerStatementQueryOptions } from '../api/get-partner-statement.ts';
import { TabHeading } from './tab-heading.tsx';

/** What the store earned in the last eight weeks: each delivered order less Sokoni's commission, cash it kept, payouts. */
export function EarningsTab({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation('partner');
  const to = kenyaToday();
  const from = firstDayOfWeeks(to);
  const query = useQuery(partnerStatementQueryOptions(partnerId, from, to));
  const download = async () => downloadText(await getPartnerStatementCsv(from, to), `sokoni-store-statement-${from}-to-${to}.csv`);
  return (
    <section aria-labelledby="earnings-heading">
      <TabHeading id="earnings-heading" title={t('earnings.title')} description={t('earnings.description')} />
      <StatementPanel query={query} download={download} balanceLabel={t('earnings.balance')} />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { TUser } from '@sokoni/domain/contracts/auth';
import { formatKsh } from '../../../lib/format.ts';
import { formatDate } from '../../../lib/nairobi-time.ts';

/** Sokoni credit on the account page: what the next checkout will use by itself, and when the soonest part expires. */
export function CreditBalance({ user }: { user: TUser }) {
  const { t } = useTranslation('orders');
  const balance = user.creditBalance ?? 0;
  return (
    <section aria-labelledby="credit-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="credit-heading" className="text-base font-bold text-stone-900">
        {t('credit.heading')}
      </h2>
      <p className="mt-1 text-2xl font-bold text-stone-900" data-testid="credit-balance">
        {formatKsh(balance)}
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {balance > 0
          ? t('credit.used') + (user.creditExpiresAt ? t('credit.expires', { amount: formatKsh(user.creditExpiringAmount ?? balance), date: formatDate(user.creditExpiresAt) }) : '')
          : t('credit.none')}
      </p>
    </section>
  );
}

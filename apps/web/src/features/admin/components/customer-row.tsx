import { useTranslation } from 'react-i18next';
import type { TAdminCustomer } from '@sokoni/domain/contracts/admin';
import { Button } from '../../../components/ui/button.tsx';
import { formatCount } from '../lib/format.ts';
import { Badge } from './badge.tsx';
import { formatDate } from '../../../lib/nairobi-time.ts';

/** A customer with how much they order, and the one action an admin takes on them. */
export function CustomerRow({ customer: c, onSuspend, onReinstate }: { customer: TAdminCustomer; onSuspend: () => void; onReinstate: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 className="break-words font-semibold text-stone-900">{c.names || c.username}</h2>
          <span className="text-sm text-stone-500">@{c.username}</span>
          {c.suspended && <Badge tone="red">{t('badges.suspended')}</Badge>}
        </div>
        <p className="mt-0.5 break-words text-sm text-stone-600">
          {c.phoneNumber} · {c.email}
        </p>
        <p className="text-xs text-stone-500">
          {c.town || t('customers.noTown')} · {t('orderCount', { count: c.orderCount, formatted: formatCount(c.orderCount) })} · {t('joined', { date: formatDate(c.createdAt) })}
        </p>
        {c.suspended && c.suspendedReason && <p className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">{t('suspendedBecause', { reason: c.suspendedReason })}</p>}
      </div>
      <div className="flex justify-end">
        {c.suspended ? (
          <Button size="sm" variant="secondary" onClick={onReinstate} aria-label={t('customers.reinstateName', { name: c.username })}>
            {t('partnerDrawer.reinstate')}
          </Button>
        ) : (
          <Button size="sm" variant="danger" onClick={onSuspend} aria-label={t('customers.suspendName', { name: c.username })}>
            {t('partnerDrawer.suspend')}
          </Button>
        )}
      </div>
    </li>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOverview } from '@sokoni/domain/contracts/admin';
import { cn } from '../../../lib/cn.ts';
import { formatKsh } from '../../../lib/format.ts';
import { formatCount } from '../lib/format.ts';

function Card({ label, value, note, tone = 'plain', className }: { label: string; value: ReactNode; note?: ReactNode; tone?: 'plain' | 'strong'; className?: string }) {
  return (
    <div className={cn('rounded-2xl border p-4', tone === 'strong' ? 'border-primary-700 bg-primary-700 text-white' : 'border-stone-200 bg-white', className)}>
      <dt className={cn('text-xs font-semibold uppercase tracking-wide', tone === 'strong' ? 'text-primary-100' : 'text-stone-500')}>{label}</dt>
      <dd className="mt-1.5 text-xl font-bold tabular-nums sm:text-2xl">{value}</dd>
      {note && <dd className={cn('mt-1 text-xs', tone === 'strong' ? 'text-primary-100' : 'text-stone-500')}>{note}</dd>}
    </div>
  );
}

/** 'Ksh' small and the amount large, so the figure stays on one line in a phone's half-width card. */
function Money({ value }: { value: number }) {
  return (
    <>
      <span className="text-sm font-semibold">Ksh</span> {formatKsh(value).slice('Ksh '.length)}
    </>
  );
}

function Group({ title, children, columns = 4 }: { title: string; children: ReactNode; columns?: 3 | 4 }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 text-sm font-semibold text-stone-700">{title}</h2>
      <dl className={cn('grid grid-cols-2 gap-3', columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>{children}</dl>
    </section>
  );
}

/** The overview's figures: orders by period, money in the chosen window, and accounts. */
export function OverviewCards({ overview }: { overview: TOverview }) {
  const { t } = useTranslation('admin');
  const { orders, money, accounts, days } = overview;
  return (
    <div className="space-y-6">
      <Group title={t('overviewCards.ordersPlaced')} columns={3}>
        <Card label={t('overviewCards.today')} value={formatCount(orders.today)} tone="strong" className="col-span-2 lg:col-span-1" />
        <Card label={t('overviewCards.last7Days')} value={formatCount(orders.last7Days)} />
        <Card label={t('overviewCards.last30Days')} value={formatCount(orders.last30Days)} />
      </Group>
      <Group title={t('overviewCards.money', { count: days })}>
        <Card label={t('overviewCards.grossOrderValue')} value={<Money value={money.grossOrderValue} />} note={
            money.discounts > 0
              ? t('overviewCards.itemsPlusFeesLessDiscounts', { items: formatKsh(money.itemsValue), discounts: formatKsh(money.discounts) })
              : t('overviewCards.itemsPlusFees', { items: formatKsh(money.itemsValue) })
          } />
        <Card label={t('overviewCards.deliveryFees')} value={<Money value={money.deliveryFees} />} />
        <Card label={t('overviewCards.driverPayouts')} value={<Money value={money.driverPayouts} />} note={t('overviewCards.driverPayoutsNote')} />
        <Card label={t('overviewCards.platformShare')} value={<Money value={money.platformShare} />} note={t('overviewCards.platformShareNote')} />
      </Group>
      <Group title={t('overviewCards.accounts')}>
        <Card
          label={t('overviewCards.activePartners')}
          value={formatCount(accounts.partners.active)}
          note={t('overviewCards.partnersNote', { total: formatCount(accounts.partners.total), suspended: formatCount(accounts.partners.suspended), unverified: formatCount(accounts.partners.unverified) })}
        />
        <Card
          label={t('overviewCards.activeDrivers')}
          value={formatCount(accounts.drivers.active)}
          note={t('overviewCards.driversNote', { total: formatCount(accounts.drivers.total), pending: formatCount(accounts.drivers.pending), rejected: formatCount(accounts.drivers.rejected), suspended: formatCount(accounts.drivers.suspended) })}
        />
        <Card
          label={t('overviewCards.activeCustomers')}
          value={formatCount(accounts.customers.active)}
          note={t('overviewCards.customersNote', { total: formatCount(accounts.customers.total), suspended: formatCount(accounts.customers.suspended) })}
        />
        <Card label={t('overviewCards.pendingDrivers')} value={formatCount(accounts.drivers.pending)} note={t('overviewCards.pendingDriversNote')} />
      </Group>
    </div>
  );
}

import type { ReactNode } from 'react';
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
  const { orders, money, accounts, days } = overview;
  return (
    <div className="space-y-6">
      <Group title="Orders placed" columns={3}>
        <Card label="Today" value={formatCount(orders.today)} tone="strong" className="col-span-2 lg:col-span-1" />
        <Card label="Last 7 days" value={formatCount(orders.last7Days)} />
        <Card label="Last 30 days" value={formatCount(orders.last30Days)} />
      </Group>
      <Group title={`Money, last ${days} days (cancelled orders left out)`}>
        <Card label="Gross order value" value={<Money value={money.grossOrderValue} />} note={`Items ${formatKsh(money.itemsValue)} plus delivery fees`} />
        <Card label="Delivery fees" value={<Money value={money.deliveryFees} />} />
        <Card label="Driver payouts (80%)" value={<Money value={money.driverPayouts} />} note="Of fees on platform deliveries" />
        <Card label="Platform share" value={<Money value={money.platformShare} />} note="The remaining 20%" />
      </Group>
      <Group title="Accounts">
        <Card
          label="Active partners"
          value={formatCount(accounts.partners.active)}
          note={`${formatCount(accounts.partners.total)} in all · ${formatCount(accounts.partners.suspended)} suspended · ${formatCount(accounts.partners.unverified)} unverified`}
        />
        <Card
          label="Active drivers"
          value={formatCount(accounts.drivers.active)}
          note={`${formatCount(accounts.drivers.total)} in all · ${formatCount(accounts.drivers.pending)} pending · ${formatCount(accounts.drivers.rejected)} rejected · ${formatCount(accounts.drivers.suspended)} suspended`}
        />
        <Card
          label="Active customers"
          value={formatCount(accounts.customers.active)}
          note={`${formatCount(accounts.customers.total)} in all · ${formatCount(accounts.customers.suspended)} suspended`}
        />
        <Card label="Pending drivers" value={formatCount(accounts.drivers.pending)} note="Waiting for approval" />
      </Group>
    </div>
  );
}

import type { TOverview } from '@sokoni/domain/contracts/admin';
import { kenyaDayBounds, kenyaDayOf } from '@sokoni/domain/kenya-day';
import { shillingsFromCents } from '@sokoni/domain/money';
import { ORDER_STATUSES } from '@sokoni/domain/order-status';
import type { OverviewRepository } from './overview.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The admin dashboard: activity counts, money of the window, accounts, statuses and a daily chart series. */
export function createOverviewService(deps: { overview: OverviewRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  return {
    async overview(days: number): Promise<TOverview> {
      const today = kenyaDayOf(now());
      const midnight = kenyaDayBounds(today).from;
      /** The start of the Nairobi day `n - 1` days before today: a window of `n` days ending today. */
      const daysBack = (n: number) => new Date(midnight.getTime() - (n - 1) * DAY_MS);
      const from = daysBack(days);

      const [orders, money, byStatus, daily, accounts] = await Promise.all([
        deps.overview.orderCounts({ today: midnight, last7Days: daysBack(7), last30Days: daysBack(30) }),
        deps.overview.money(from),
        deps.overview.byStatus(from),
        deps.overview.daily(from),
        deps.overview.accounts(),
      ]);

      const perDay = new Map(daily.map((d) => [d.date, d]));
      const series = Array.from({ length: days }, (_, i) => {
        const date = kenyaDayOf(new Date(from.getTime() + i * DAY_MS));
        const point = perDay.get(date);
        return { date, orders: point?.orders ?? 0, value: shillingsFromCents(point?.valueCents ?? 0) };
      });
      // Known statuses in lifecycle order, then anything unexpected, so the chart's legend is stable.
      const rank = (status: string) => {
        const i = (ORDER_STATUSES as readonly string[]).indexOf(status);
        return i === -1 ? ORDER_STATUSES.length : i;
      };

      return {
        days,
        today,
        orders,
        money: {
          grossOrderValue: shillingsFromCents(money.itemsCents + money.deliveryFeesCents - money.discountsCents),
          itemsValue: shillingsFromCents(money.itemsCents),
          deliveryFees: shillingsFromCents(money.deliveryFeesCents),
          discounts: shillingsFromCents(money.discountsCents),
          driverPayouts: shillingsFromCents(money.driverPayoutsCents),
          platformShare: shillingsFromCents(money.platformFeesCents - money.driverPayoutsCents),
        },
        accounts,
        ordersByStatus: byStatus.sort((a, b) => rank(a.status) - rank(b.status)),
        daily: series,
      };
    },
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;

import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TOverview } from '@sokoni/domain/contracts/admin';
import { formatCount, formatDay, formatKshWhole } from '../lib/format.ts';

const ORDERS_COLOUR = '#047857'; // primary-700
const VALUE_COLOUR = '#d97706'; // amber-600

/** 12,500 -> '12.5k' so the value axis stays narrow on a phone. */
function compactKsh(value: number): string {
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1000) return `${(value / 1000).toFixed(value >= 10_000 ? 0 : 1)}k`;
  return String(value);
}

/**
 * Orders per day as bars and their value as a line, on two axes. Loaded on its own (the
 * charting library is large) when the overview first shows.
 */
export default function OrdersChart({ daily }: { daily: TOverview['daily'] }) {
  const { t } = useTranslation('admin');
  return (
    <div className="h-72 w-full" data-testid="orders-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={daily} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={{ fontSize: 11, fill: '#78716c' }} tickLine={false} axisLine={false} minTickGap={24} />
          <YAxis yAxisId="orders" allowDecimals={false} tick={{ fontSize: 11, fill: '#78716c' }} tickLine={false} axisLine={false} width={40} />
          <YAxis yAxisId="value" orientation="right" tickFormatter={compactKsh} tick={{ fontSize: 11, fill: '#78716c' }} tickLine={false} axisLine={false} width={44} />
          <Tooltip
            labelFormatter={(day) => formatDay(String(day))}
            formatter={(value, _name, item) => (item.dataKey === 'value' ? formatKshWhole(Number(value)) : formatCount(Number(value)))}
            contentStyle={{ borderRadius: 12, borderColor: '#e7e5e4', fontSize: 13 }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar yAxisId="orders" dataKey="orders" name={t('ordersChart.orders')} fill={ORDERS_COLOUR} radius={[4, 4, 0, 0]} maxBarSize={28} />
          <Line yAxisId="value" dataKey="value" name={t('ordersChart.value')} stroke={VALUE_COLOUR} strokeWidth={2} dot={false} type="monotone" />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

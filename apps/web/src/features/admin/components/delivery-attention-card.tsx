import { useTranslation } from 'react-i18next';
import type { TDeliveryAttention } from '@sokoni/domain/contracts/delivery-attention';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { Badge } from './badge.tsx';

const KIND_TONES: Record<TDeliveryAttention['kind'], 'red' | 'amber' | 'grey'> = { pinLocked: 'red', withoutPin: 'amber', unlocked: 'grey' };

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-24 shrink-0 text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** One delivery that needs a look: why, who was at the door, the rider's note and photo, and what the admin may do. */
export function DeliveryAttentionCard({ item, actions }: { item: TDeliveryAttention; actions?: ReactNode }) {
  const { t } = useTranslation('admin');
  const { address } = item.delivery;
  return (
    <article aria-label={t('deliveries.order', { id: item.orderId })} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold text-stone-900">{item.orderId}</h3>
        <Badge tone={KIND_TONES[item.kind]}>{t(`deliveries.kinds.${item.kind}`)}</Badge>
        <Badge tone="blue">{item.status}</Badge>
        {item.reviewedAt ? <Badge tone="green">{t('deliveries.reviewed')}</Badge> : null}
        <time dateTime={item.pinLockedAt ?? item.deliveredAt ?? item.createdAt} className="ml-auto text-xs text-stone-500">
          {formatDateTime(item.pinLockedAt ?? item.deliveredAt ?? item.createdAt)}
        </time>
      </header>
      <dl className="mt-3 space-y-1 text-sm">
        <Line label={t('orderDrawer.customer')}>
          {item.customer.names} · <a href={`tel:${item.customer.phoneNumber}`} className="text-primary-800 underline">{item.customer.phoneNumber}</a>
        </Line>
        <Line label={t('deliveries.rider')}>
          {item.driver ? (
            <>
              {item.driver.name} · <a href={`tel:${item.driver.phoneNumber}`} className="text-primary-800 underline">{item.driver.phoneNumber}</a>
            </>
          ) : (
            t('deliveries.noneAssigned')
          )}
        </Line>
        <Line label={t('partnerDrawer.address')}>{[item.delivery.town, address.landmark, address.building].filter(Boolean).join(' · ')}</Line>
        {item.kind === 'pinLocked' && <Line label={t('deliveries.wrongTries')}>{item.pinAttempts}</Line>}
        {item.handoverNote && <Line label={t('deliveries.riderNote')}>{item.handoverNote}</Line>}
      </dl>
      {item.handoverPhoto && (
        <a href={item.handoverPhoto} target="_blank" rel="noreferrer" className="mt-3 inline-block">
          <img src={item.handoverPhoto} alt={t('deliveries.handOverPhoto', { id: item.orderId })} className="h-32 w-auto rounded-xl border border-stone-200 object-cover" />
        </a>
      )}
      {actions && <div className="mt-3 flex flex-wrap justify-end gap-2">{actions}</div>}
    </article>
  );
}

import { useTranslation } from 'react-i18next';
import type { TPromo } from '@sokoni/domain/contracts/promos';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatKsh } from '../../../lib/format.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { PromoUses } from './promo-uses.tsx';

const STATE_TONES: Record<TPromo['state'], string> = {
  active: 'bg-primary-50 text-primary-800',
  paused: 'bg-amber-100 text-amber-800',
  scheduled: 'bg-sky-100 text-sky-800',
  expired: 'bg-stone-100 text-stone-600',
  'used-up': 'bg-stone-100 text-stone-600',
};

/** What a code gives, in one line: '10% off, at most Ksh 200.00' or 'Ksh 150.00 off'. */
export function promoOffer(promo: Pick<TPromo, 'kind' | 'value' | 'maxDiscount'>): string {
  const off = promo.kind === 'percent' ? i18n.t('admin:promos.percentOff', { value: promo.value }) : i18n.t('admin:promos.amountOff', { amount: formatKsh(promo.value) });
  return promo.maxDiscount !== null && promo.kind === 'percent' ? i18n.t('admin:promos.atMost', { off, max: formatKsh(promo.maxDiscount) }) : off;
}

function terms(promo: TPromo): string[] {
  return [
    promo.minOrder !== null ? i18n.t('admin:promos.terms.minOrder', { amount: formatKsh(promo.minOrder) }) : null,
    promo.perCustomer ? i18n.t('admin:promos.terms.perCustomer') : null,
    promo.firstOrderOnly ? i18n.t('admin:promos.terms.firstOrder') : null,
    promo.shop ? i18n.t('admin:promos.terms.shopOnly', { shop: promo.shop.shopName }) : i18n.t('admin:promos.terms.everyShop'),
    promo.fundedBy === 'shop' ? i18n.t('admin:promos.terms.paidByShop') : i18n.t('admin:promos.terms.paidBySokoni'),
    promo.validFrom ? i18n.t('admin:promos.terms.from', { time: formatDateTime(promo.validFrom) }) : null,
    promo.validTo ? i18n.t('admin:promos.terms.until', { time: formatDateTime(promo.validTo) }) : null,
  ].filter((term): term is string => term !== null);
}

/** One code: its offer and terms, how often it was used, pause or resume, and its uses on request. */
export function PromoRow({ promo, onPause, busy }: { promo: TPromo; onPause: (promo: TPromo, paused: boolean) => void; busy: boolean }) {
  const { t } = useTranslation('admin');
  const [showUses, setShowUses] = useState(false);
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-base font-bold text-stone-900">{promo.code}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONES[promo.state]}`}>{t(`promos.states.${promo.state}`)}</span>
        <span className="text-sm text-stone-700">{promoOffer(promo)}</span>
        <span className="ml-auto text-sm tabular-nums text-stone-600">
          {promo.totalUses !== null ? t('promos.usedOf', { used: promo.usedCount, total: promo.totalUses }) : t('promos.used', { used: promo.usedCount })}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-600">{terms(promo).join(' · ')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" loading={busy} onClick={() => onPause(promo, !promo.paused)} aria-label={promo.paused ? t('promos.resumeCode', { code: promo.code }) : t('promos.pauseCode', { code: promo.code })}>
          {promo.paused ? t('promos.resume') : t('promos.pause')}
        </Button>
        <Button size="sm" variant="secondary" aria-expanded={showUses} onClick={() => setShowUses((v) => !v)}>
          {showUses ? t('promos.hideUses') : t('promos.seeUses')}
        </Button>
      </div>
      {showUses && (
        <div className="mt-3 border-t border-stone-100 pt-3">
          <PromoUses promoId={promo._id} />
        </div>
      )}
    </li>
  );
}

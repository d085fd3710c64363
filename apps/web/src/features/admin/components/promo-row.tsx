import type { TPromo } from '@sokoni/domain/contracts/promos';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatKsh } from '../../../lib/format.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { PromoUses } from './promo-uses.tsx';

const STATE_WORDS: Record<TPromo['state'], { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'bg-primary-50 text-primary-800' },
  paused: { label: 'Paused', tone: 'bg-amber-100 text-amber-800' },
  scheduled: { label: 'Not started', tone: 'bg-sky-100 text-sky-800' },
  expired: { label: 'Expired', tone: 'bg-stone-100 text-stone-600' },
  'used-up': { label: 'Used up', tone: 'bg-stone-100 text-stone-600' },
};

/** What a code gives, in one line: '10% off, at most Ksh 200.00' or 'Ksh 150.00 off'. */
export function promoOffer(promo: Pick<TPromo, 'kind' | 'value' | 'maxDiscount'>): string {
  const off = promo.kind === 'percent' ? `${promo.value}% off` : `${formatKsh(promo.value)} off`;
  return promo.maxDiscount !== null && promo.kind === 'percent' ? `${off}, at most ${formatKsh(promo.maxDiscount)}` : off;
}

function terms(promo: TPromo): string[] {
  return [
    promo.minOrder !== null ? `Orders from ${formatKsh(promo.minOrder)}` : null,
    promo.perCustomer ? 'One use per customer' : null,
    promo.firstOrderOnly ? 'First order only' : null,
    promo.shop ? `${promo.shop.shopName} only` : 'Every shop',
    promo.fundedBy === 'shop' ? 'Paid by the shop' : 'Paid by Sokoni',
    promo.validFrom ? `From ${formatDateTime(promo.validFrom)}` : null,
    promo.validTo ? `Until ${formatDateTime(promo.validTo)}` : null,
  ].filter((t): t is string => t !== null);
}

/** One code: its offer and terms, how often it was used, pause or resume, and its uses on request. */
export function PromoRow({ promo, onPause, busy }: { promo: TPromo; onPause: (promo: TPromo, paused: boolean) => void; busy: boolean }) {
  const [showUses, setShowUses] = useState(false);
  const state = STATE_WORDS[promo.state];
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-base font-bold text-stone-900">{promo.code}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${state.tone}`}>{state.label}</span>
        <span className="text-sm text-stone-700">{promoOffer(promo)}</span>
        <span className="ml-auto text-sm tabular-nums text-stone-600">
          {promo.usedCount}
          {promo.totalUses !== null ? ` of ${promo.totalUses}` : ''} used
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-600">{terms(promo).join(' · ')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" loading={busy} onClick={() => onPause(promo, !promo.paused)} aria-label={`${promo.paused ? 'Resume' : 'Pause'} ${promo.code}`}>
          {promo.paused ? 'Resume' : 'Pause'}
        </Button>
        <Button size="sm" variant="secondary" aria-expanded={showUses} onClick={() => setShowUses((v) => !v)}>
          {showUses ? 'Hide uses' : 'See uses'}
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

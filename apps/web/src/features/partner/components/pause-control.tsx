import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPartner, TPauseRequest } from '@sokoni/domain/contracts/partner';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { StoreStatusBadge } from '../../../components/ui/store-status-badge.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { usePauseStore } from '../api/pause-store.ts';

/** The pause lengths offered, each with its button's words in the `partner` catalogue. */
const CHOICES = [
  { minutes: 15, label: 'pause.for15' },
  { minutes: 30, label: 'pause.for30' },
  { minutes: 60, label: 'pause.for60' },
  { minutes: 'endOfDay', label: 'pause.forDay' },
] as const satisfies ReadonlyArray<{ minutes: TPauseRequest['minutes']; label: string }>;

/** 'Pause new orders' when the kitchen is overwhelmed; the pause ends by itself, or with 'Resume'. */
export function PauseControl({ partner }: { partner: TPartner }) {
  const { t } = useTranslation('partner');
  const { pause, resume } = usePauseStore(partner._id);
  const [reason, setReason] = useState('');
  const failure = pause.error ?? resume.error;
  return (
    <section aria-labelledby="pause-heading" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="pause-heading" className="text-base font-bold text-stone-900">{t('pause.heading')}</h3>
        <StoreStatusBadge store={partner} />
      </div>
      {partner.paused ? (
        <div className="flex flex-wrap items-center gap-3">
          {partner.pauseReason && <p className="text-sm text-stone-600">{t('pause.reason', { reason: partner.pauseReason })}</p>}
          <Button loading={resume.isPending} onClick={() => resume.mutate()}>{t('pause.resume')}</Button>
        </div>
      ) : (
        <>
          <label className="block text-sm font-medium text-stone-800" htmlFor="pause-reason">
            {t('pause.reasonLabel')}
          </label>
          <input id="pause-reason" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)}
            className="h-10 w-full rounded-lg border border-stone-300 px-3 text-sm focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-200" />
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('pause.pauseFor')}>
            {CHOICES.map((choice) => (
              <Button key={choice.label} variant="secondary" size="sm" disabled={pause.isPending}
                onClick={() => pause.mutate({ minutes: choice.minutes, ...(reason.trim() ? { reason: reason.trim() } : {}) })}>
                {t(choice.label)}
              </Button>
            ))}
          </div>
        </>
      )}
      <FormAlert message={failure ? messageOf(failure, t('pause.failed')) : null} />
    </section>
  );
}

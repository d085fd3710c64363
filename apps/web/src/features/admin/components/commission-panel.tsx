import { Trans, useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { commissionQueryOptions, setCommission } from '../api/commission.ts';
import { adminKeys } from '../api/query-keys.ts';
import { reasonError } from './reason-modal.tsx';
import { i18n } from '../../../i18n/i18n.ts';

/** A rate as the server takes it: blank for the default, else 0 to 100 with at most two decimals. */
export function commissionError(text: string): string | null {
  const rate = text.trim();
  if (!rate) return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(rate) || Number(rate) > 100) return i18n.t('admin:commission.percentage');
  return null;
}

/**
 * The store's commission on its items: its own rate or COMMISSION_PERCENT. Changing it needs a
 * reason and is kept in the audit log; it applies to orders delivered from then on.
 */
export function CommissionPanel({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation('admin');
  const query = useQuery(commissionQueryOptions(partnerId));
  if (query.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('commission.loading')}</span>
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (query.isError) return <ErrorState title={t('commission.couldNotLoad')} message={messageOf(query.error, t('pleaseTryAgain'))} onRetry={() => void query.refetch()} />;
  return <CommissionForm key={`${query.data.commissionPercent}-${query.data.ownRate}`} view={query.data} />;
}

function CommissionForm({ view }: { view: { partnerId: string; commissionPercent: number; ownRate: boolean; defaultPercent: number } }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const { formRef, values, set, errors, failure, submitting, onSubmit } = useCheckedForm({
    initial: { percent: view.ownRate ? String(view.commissionPercent) : '', reason: '' },
    check: ({ percent, reason }) => {
      const fields: Record<string, string> = {};
      const rate = commissionError(percent);
      if (rate) fields['percent'] = rate;
      const why = reason.trim() ? reasonError(reason, true) : t('commission.reasonNeeded');
      if (why) fields['reason'] = why;
      return Object.keys(fields).length ? fields : null;
    },
    onEdit: 'recheck',
    failureOf: (error) => messageOf(error, t('commission.couldNotSave')),
    async save({ percent, reason }) {
      const rate = percent.trim() ? Number(percent.trim()) : null;
      await setCommission(view.partnerId, { commissionPercent: rate, reason: reason.trim() });
      showToast(rate === null ? t('commission.backToDefault', { percent: view.defaultPercent }) : t('commission.set', { percent: rate }));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t('partnerDrawer.commission')}>
      <p className="text-sm text-stone-700">
        {view.ownRate ? (
          <Trans t={t} i18nKey="commission.ownRate" values={{ percent: view.commissionPercent, defaultPercent: view.defaultPercent }} components={{ strong: <strong /> }} />
        ) : (
          <Trans t={t} i18nKey="commission.defaultRate" values={{ percent: view.defaultPercent }} components={{ strong: <strong /> }} />
        )}{' '}
        {t('commission.fromThenOn')}
      </p>
      <TextField label={t('commission.own')} hint={t('commission.leaveBlank', { percent: view.defaultPercent })} inputMode="decimal" value={values.percent} onChange={(e) => set('percent')(e.target.value)} error={errors.percent} />
      <TextField label={t('commission.reason')} value={values.reason} maxLength={500} onChange={(e) => set('reason')(e.target.value)} error={errors.reason} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" size="sm" loading={submitting}>
        {t('commission.save')}
      </Button>
    </form>
  );
}

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

/** A rate as the server takes it: blank for the default, else 0 to 100 with at most two decimals. */
export function commissionError(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t) || Number(t) > 100) return 'Enter a percentage from 0 to 100, e.g. 8 or 12.5, or leave it blank for the default.';
  return null;
}

/**
 * The store's commission on its items: its own rate or COMMISSION_PERCENT. Changing it needs a
 * reason and is kept in the audit log; it applies to orders delivered from then on.
 */
export function CommissionPanel({ partnerId }: { partnerId: string }) {
  const query = useQuery(commissionQueryOptions(partnerId));
  if (query.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading the commission…</span>
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (query.isError) return <ErrorState title="The commission could not be loaded" message={messageOf(query.error, 'Please try again.')} onRetry={() => void query.refetch()} />;
  return <CommissionForm key={`${query.data.commissionPercent}-${query.data.ownRate}`} view={query.data} />;
}

function CommissionForm({ view }: { view: { partnerId: string; commissionPercent: number; ownRate: boolean; defaultPercent: number } }) {
  const queryClient = useQueryClient();
  const { formRef, values, set, errors, failure, submitting, onSubmit } = useCheckedForm({
    initial: { percent: view.ownRate ? String(view.commissionPercent) : '', reason: '' },
    check: ({ percent, reason }) => {
      const fields: Record<string, string> = {};
      const rate = commissionError(percent);
      if (rate) fields['percent'] = rate;
      const why = reason.trim() ? reasonError(reason, true) : 'Please give a reason: it is kept in the audit log.';
      if (why) fields['reason'] = why;
      return Object.keys(fields).length ? fields : null;
    },
    onEdit: 'recheck',
    failureOf: (error) => messageOf(error, 'The commission could not be saved. Please try again.'),
    async save({ percent, reason }) {
      const rate = percent.trim() ? Number(percent.trim()) : null;
      await setCommission(view.partnerId, { commissionPercent: rate, reason: reason.trim() });
      showToast(rate === null ? `Commission back to the default ${view.defaultPercent}%.` : `Commission set to ${rate}%.`);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Commission">
      <p className="text-sm text-stone-700">
        {view.ownRate ? (
          <>
            This store pays its own rate of <strong>{view.commissionPercent}%</strong> on its items; the default (COMMISSION_PERCENT) is {view.defaultPercent}%.
          </>
        ) : (
          <>
            This store pays the default commission (COMMISSION_PERCENT) of <strong>{view.defaultPercent}%</strong> on its items.
          </>
        )}{' '}
        A change applies to orders delivered from then on.
      </p>
      <TextField label="Own commission (%)" hint={`Leave blank for the default ${view.defaultPercent}%.`} inputMode="decimal" value={values.percent} onChange={(e) => set('percent')(e.target.value)} error={errors.percent} />
      <TextField label="Reason (kept in the audit log)" value={values.reason} maxLength={500} onChange={(e) => set('reason')(e.target.value)} error={errors.reason} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" size="sm" loading={submitting}>
        Save commission
      </Button>
    </form>
  );
}

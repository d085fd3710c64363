import { Trans, useTranslation } from 'react-i18next';
import { formatKsh } from '@sokoni/domain/money';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { useAnswerSubstitution, useOrderSubstitutions } from '../api/substitutions.ts';

/** A shop ran out of an item and offers another: the customer approves or refuses each, live. */
export function SubstitutionRequests({ orderId, live }: { orderId: string; live: boolean }) {
  const { t } = useTranslation('orders');
  const query = useOrderSubstitutions(orderId, live);
  const answer = useAnswerSubstitution();
  if (query.isPending || query.isError || query.data.length === 0) return null;
  const reply = (id: string, approve: boolean) =>
    answer.mutate(
      { id, approve },
      {
        onSuccess: () => showToast(approve ? t('substitutions.approved') : t('substitutions.refused')),
        onError: (error) => showToast(messageOf(error, t('substitutions.saveFailed')), 'error'),
      },
    );
  return (
    <section aria-label={t('substitutions.label')} className="space-y-2">
      {query.data.map((s) => (
        <div key={s._id} className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
          <p>
            <Trans
              t={t}
              i18nKey="substitutions.offer"
              values={{ item: s.item.name, quantity: s.replacement.quantity, replacement: s.replacement.name, price: formatKsh(s.replacement.price), oldPrice: formatKsh(s.item.price) }}
              components={{ strong: <span className="font-semibold" /> }}
            />
          </p>
          {s.state === 'proposed' ? (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Button size="sm" disabled={answer.isPending} onClick={() => reply(s._id, true)}>
                {t('substitutions.approve')}
              </Button>
              <Button size="sm" variant="secondary" disabled={answer.isPending} onClick={() => reply(s._id, false)}>
                {t('substitutions.refuse')}
              </Button>
              <span className="text-xs text-amber-900">{t('substitutions.removedBy', { when: formatDateTime(s.expiresAt) })}</span>
            </div>
          ) : (
            <p className="mt-1 text-xs font-medium">{s.state === 'approved' || s.state === 'refused' || s.state === 'expired' ? t(`substitutions.outcome.${s.state}`) : null}</p>
          )}
        </div>
      ))}
    </section>
  );
}

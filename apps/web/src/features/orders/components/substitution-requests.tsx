import { formatKsh } from '@sokoni/domain/money';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { useAnswerSubstitution, useOrderSubstitutions } from '../api/substitutions.ts';

const OUTCOME: Record<string, string> = { approved: 'You approved it.', refused: 'You refused it: the item was removed.', expired: 'No answer in time: the item was removed.' };

/** A shop ran out of an item and offers another: the customer approves or refuses each, live. */
export function SubstitutionRequests({ orderId, live }: { orderId: string; live: boolean }) {
  const query = useOrderSubstitutions(orderId, live);
  const answer = useAnswerSubstitution();
  if (query.isPending || query.isError || query.data.length === 0) return null;
  const reply = (id: string, approve: boolean) =>
    answer.mutate(
      { id, approve },
      {
        onSuccess: () => showToast(approve ? 'Replacement approved.' : 'Replacement refused: the item was removed.'),
        onError: (error) => showToast(messageOf(error, 'Your answer could not be saved. Please try again.'), 'error'),
      },
    );
  return (
    <section aria-label="Replacements offered" className="space-y-2">
      {query.data.map((s) => (
        <div key={s._id} className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
          <p>
            <span className="font-semibold">{s.item.name}</span> is unavailable. The shop offers {s.replacement.quantity} × <span className="font-semibold">{s.replacement.name}</span> at{' '}
            {formatKsh(s.replacement.price)} each instead of {formatKsh(s.item.price)}.
          </p>
          {s.state === 'proposed' ? (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Button size="sm" disabled={answer.isPending} onClick={() => reply(s._id, true)}>
                Approve replacement
              </Button>
              <Button size="sm" variant="secondary" disabled={answer.isPending} onClick={() => reply(s._id, false)}>
                Refuse
              </Button>
              <span className="text-xs text-amber-900">Removed without an answer by {formatDateTime(s.expiresAt)}</span>
            </div>
          ) : (
            <p className="mt-1 text-xs font-medium">{OUTCOME[s.state]}</p>
          )}
        </div>
      ))}
    </section>
  );
}

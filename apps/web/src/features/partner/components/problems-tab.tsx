import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProblem } from '@sokoni/domain/contracts/problems';
import { ProblemCard } from '../../../components/problems/problem-card.tsx';
import { storeProblemsQuery, useAnswerProblem } from '../../../components/problems/problems-api.ts';
import { useProblemUpdates } from '../../../components/problems/use-problem-updates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';

/** Answers a shop often gives; the field stays free to write anything. */
const SUGGESTIONS = ['willSend', 'refund', 'leftComplete'] as const;

function AnswerForm({ problem }: { problem: TProblem }) {
  const { t } = useTranslation('partner');
  const answer = useAnswerProblem();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const id = `answer-${problem._id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setFailure(t('problems.writeFirst'));
    setFailure(null);
    answer.mutate(
      { id: problem._id, message: message.trim() },
      {
        onSuccess: () => {
          setMessage('');
          showToast(t('problems.sent'));
        },
        onError: (error) => setFailure(messageOf(error, t('problems.sendFailed'))),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="w-full space-y-2">
      <FormAlert message={failure} />
      <label htmlFor={id} className="text-sm font-semibold text-stone-900">
        {t('problems.yourAnswer')}
      </label>
      <div className="flex flex-wrap gap-1.5">
        {SUGGESTIONS.map((key) => {
          const text = t(`problems.suggestions.${key}`);
          return (
            <Button key={key} size="sm" variant="secondary" onClick={() => setMessage(text)}>
              {text}
            </Button>
          );
        })}
      </div>
      <textarea id={id} rows={2} maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} className="block w-full rounded-xl border border-stone-300 px-3 py-2 text-sm" />
      <Button type="submit" size="sm" loading={answer.isPending}>
        {answer.isPending ? t('problems.sending') : t('problems.send')}
      </Button>
    </form>
  );
}

/** Problems customers reported on this shop's orders (its own items only), newest first, with a way to answer. */
export function ProblemsTab({ token }: { token: string }) {
  const { t } = useTranslation('partner');
  const query = useQuery(storeProblemsQuery());
  useProblemUpdates(token);
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('problems.loading')} className="space-y-2.5">
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    );
  }
  if (query.isError) return <ErrorState title={t('problems.loadFailed')} message={messageOf(query.error, t('problems.tryAgainHint'))} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={t('problems.empty')} description={t('problems.emptyHint')} />;
  return (
    <ul className="space-y-2.5">
      {query.data.map((problem) => (
        <li key={problem._id}>
          <ProblemCard problem={problem} showOrder actions={problem.status === 'open' || problem.status === 'answered' ? <AnswerForm problem={problem} /> : undefined} />
        </li>
      ))}
    </ul>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
const SUGGESTIONS = ['We will send the missing item', 'We are sorry: a refund is fine with us', 'We checked the order and it left complete'];

function AnswerForm({ problem }: { problem: TProblem }) {
  const answer = useAnswerProblem();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const id = `answer-${problem._id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setFailure('Write your answer first.');
    setFailure(null);
    answer.mutate(
      { id: problem._id, message: message.trim() },
      {
        onSuccess: () => {
          setMessage('');
          showToast('Answer sent to the customer and Sokoni.');
        },
        onError: (error) => setFailure(messageOf(error, 'Your answer could not be sent.')),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="w-full space-y-2">
      <FormAlert message={failure} />
      <label htmlFor={id} className="text-sm font-semibold text-stone-900">
        Your answer
      </label>
      <div className="flex flex-wrap gap-1.5">
        {SUGGESTIONS.map((text) => (
          <Button key={text} size="sm" variant="secondary" onClick={() => setMessage(text)}>
            {text}
          </Button>
        ))}
      </div>
      <textarea id={id} rows={2} maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} className="block w-full rounded-xl border border-stone-300 px-3 py-2 text-sm" />
      <Button type="submit" size="sm" loading={answer.isPending}>
        {answer.isPending ? 'Sending…' : 'Send answer'}
      </Button>
    </form>
  );
}

/** Problems customers reported on this shop's orders (its own items only), newest first, with a way to answer. */
export function ProblemsTab({ token }: { token: string }) {
  const query = useQuery(storeProblemsQuery());
  useProblemUpdates(token);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading problems" className="space-y-2.5">
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    );
  }
  if (query.isError) return <ErrorState title="Could not load problems" message={messageOf(query.error, 'Please try again.')} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title="No problems reported" description="When a customer reports a missing, wrong or damaged item, it shows here for you to answer." />;
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

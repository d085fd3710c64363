import { useState } from 'react';
import { CONTACT_MESSAGE_MAX, CONTACT_SENT, ZContactRequest } from '@sokoni/domain/contracts/contact';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { MessageField } from './message-field.tsx';

export const CONTACT_REFUSED = 'Failed to send email. Please try again.';
export const CONTACT_UNREACHABLE = 'An error occurred. Please try again later.';

type Outcome = { tone: 'success'; text: string } | { tone: 'error'; text: string; reason?: string };

/** What the visitor sees after a failed send: refused by the server (with its reason) or no answer at all. */
function failureOutcome(failure: unknown): Outcome {
  if (failure instanceof ApiError && !failure.isNetworkError) {
    return { tone: 'error', text: CONTACT_REFUSED, reason: failure.serverMessage ?? undefined };
  }
  return { tone: 'error', text: CONTACT_UNREACHABLE };
}

/** The visitor's message to the operator: their e-mail for the reply, and the message. */
export function ContactForm() {
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { formRef, bind, reset, onSubmit } = useCheckedForm({
    initial: { email: '', message: '' },
    schema: ZContactRequest,
    labels: { email: 'Email', message: 'Message' },
    async save(parsed) {
      try {
        await send.mutateAsync(parsed);
        setOutcome({ tone: 'success', text: CONTACT_SENT });
        reset();
      } catch (failure) {
        setOutcome(failureOutcome(failure));
      }
    },
  });
  const submit: typeof onSubmit = (event) => {
    setOutcome(null);
    return onSubmit(event);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Contact us" className="space-y-4">
      <TextField
        label="Your email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        required
        {...bind('email')}
      />
      <MessageField
        label="Message"
        required
        rows={4}
        maxLength={CONTACT_MESSAGE_MAX}
        {...bind('message')}
      />
      {outcome && (
        <Alert tone={outcome.tone}>
          <p className={outcome.tone === 'error' && outcome.reason ? 'font-semibold' : undefined}>{outcome.text}</p>
          {outcome.tone === 'error' && outcome.reason && <p className="mt-0.5">{outcome.reason}</p>}
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { CONTACT_MESSAGE_MAX, ZContactRequest } from '@sokoni/domain/contracts/contact';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { MessageField } from './message-field.tsx';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';

type Outcome = { tone: 'success'; text: string } | { tone: 'error'; text: string; reason?: string };

/** What the visitor sees after a failed send: refused by the server (with its reason) or no answer at all. */
function failureOutcome(failure: unknown): Outcome {
  if (failure instanceof ApiError && !failure.isNetworkError) {
    return { tone: 'error', text: i18n.t('contact:form.refused'), reason: failure.serverMessage ?? undefined };
  }
  return { tone: 'error', text: i18n.t('contact:form.unreachable') };
}

/** The visitor's message to the operator: their e-mail for the reply, and the message. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { formRef, bind, reset, onSubmit } = useCheckedForm({
    initial: { email: '', message: '' },
    schema: ZContactRequest,
    labels: { email: t('form.emailName'), message: t('form.message') },
    async save(parsed) {
      try {
        await send.mutateAsync(parsed);
        setOutcome({ tone: 'success', text: t('form.sent') });
        reset();
      } catch (failure) {
        setOutcome(failureOutcome(failure));
      }
    },
  });
  // Bound here: the lint rule takes a field name inside JSX for words on screen.
  const emailField = bind('email');
  const messageField = bind('message');
  const submit: typeof onSubmit = (event) => {
    setOutcome(null);
    return onSubmit(event);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('form.label')} className="space-y-4">
      <TextField
        label={t('form.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        required
        {...emailField}
      />
      <MessageField
        label={t('form.message')}
        required
        rows={4}
        maxLength={CONTACT_MESSAGE_MAX}
        {...messageField}
      />
      {outcome && (
        <Alert tone={outcome.tone}>
          <p className={outcome.tone === 'error' && outcome.reason ? 'font-semibold' : undefined}>{outcome.text}</p>
          {outcome.tone === 'error' && outcome.reason && <p className="mt-0.5">{outcome.reason}</p>}
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={send.isPending}>
        {send.isPending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}

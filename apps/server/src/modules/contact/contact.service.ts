import { CONTACT_SENT, type ZContactRequest } from '@sokoni/domain/contracts/contact';
import type { z } from 'zod';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { ContactRepository } from './contact.repository.ts';
import { contactMail } from './contact.mail.ts';

/**
 * The visitor's contact form. The message is kept in contact_messages and mailed to the operator
 * address from configuration only: nothing the visitor sends can choose a recipient.
 */
export function createContactService(deps: { messages: ContactRepository; mailer: Mailer; operatorEmail: string }) {
  return {
    async send(input: z.output<typeof ZContactRequest>): Promise<{ message: string }> {
      const row = await deps.messages.insert(input.email, input.message);
      await deps.mailer.send(contactMail(deps.operatorEmail, row));
      return { message: CONTACT_SENT };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;

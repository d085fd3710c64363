import { z } from 'zod';
import { zEmail } from './common.ts';

export const CONTACT_MESSAGE_MIN = 5;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_SENT = 'Email sent successfully!';

/** The visitor's contact form: only their address and their words; the recipient is the operator. */
export const ZContactRequest = z.object(
  {
    email: zEmail(),
    message: z
      .string({ error: 'message is required' })
      .trim()
      .min(1, 'message is required')
      .min(CONTACT_MESSAGE_MIN, `Please write at least ${CONTACT_MESSAGE_MIN} characters.`)
      .max(CONTACT_MESSAGE_MAX, `Please keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
  },
  { error: 'Please provide your email and a message.' },
);
export type TContactRequest = z.input<typeof ZContactRequest>;

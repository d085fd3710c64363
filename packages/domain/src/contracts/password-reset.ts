import { z } from 'zod';
import { zEmail, zPassword } from './common.ts';

export const RESET_FIELDS_REQUIRED = 'Please provide token, email, and new password.';
export const ACCOUNT_TYPE_REQUIRED = 'Please choose an account type: User or Partner.';
/** The same answer whether or not the address belongs to an account, so nobody can probe for accounts. */
export const RESET_REQUESTED =
  'If an account with that email exists, a password reset link has been sent to it. The link is valid for 1 hour.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in with your new password.';

/** 'User', 'Partner' (as the reset page shows them) or 'user', 'partner' in any case. */
export const ZResetAccountType = z
  .string({ error: ACCOUNT_TYPE_REQUIRED })
  .trim()
  .toLowerCase()
  .pipe(z.enum(['user', 'partner'], { error: ACCOUNT_TYPE_REQUIRED }));
export type TResetAccountType = z.output<typeof ZResetAccountType>;

const requiredResetField = z.string({ error: RESET_FIELDS_REQUIRED }).trim().min(1, RESET_FIELDS_REQUIRED);

export const ZDriverRequestResetRequest = z.object({ email: zEmail() }, { error: 'Please enter a valid email address' });
export type TDriverRequestResetRequest = z.input<typeof ZDriverRequestResetRequest>;

export const ZRequestResetRequest = ZDriverRequestResetRequest.extend({ accountType: ZResetAccountType });
export type TRequestResetRequest = z.input<typeof ZRequestResetRequest>;

export const ZDriverResetPasswordRequest = z.object(
  {
    token: requiredResetField.max(200, 'This reset token is not valid.'),
    email: requiredResetField.toLowerCase().max(254).pipe(z.email({ error: 'Please enter a valid email address' })),
    newPassword: z.string({ error: RESET_FIELDS_REQUIRED }).min(1, RESET_FIELDS_REQUIRED).pipe(zPassword),
  },
  { error: RESET_FIELDS_REQUIRED },
);
export type TDriverResetPasswordRequest = z.input<typeof ZDriverResetPasswordRequest>;

export const ZResetPasswordRequest = ZDriverResetPasswordRequest.extend({ accountType: ZResetAccountType });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

import { z } from 'zod';

export const EMAIL_VERIFIED = 'Your e-mail address is verified. Thank you!';
export const VERIFICATION_SENT = 'A verification link has been sent to your e-mail address. It is valid for 24 hours.';
export const ALREADY_VERIFIED = 'Your e-mail address is already verified.';
export const NO_EMAIL_TO_VERIFY = 'Add an e-mail address to your profile first.';
export const INVALID_VERIFICATION = 'This verification link is not valid. Send a new one from your profile.';
export const USED_VERIFICATION = 'This verification link has already been used.';
export const EXPIRED_VERIFICATION = 'This verification link has expired. Send a new one from your profile.';
export const STALE_VERIFICATION = 'This link was sent to an address your account no longer uses. Send a new one from your profile.';
export const VERIFICATION_TTL_HOURS = 24;

/** The body of POST /api/auth/verify-email, as the /verify-email page sends it. */
export const ZVerifyEmailRequest = z.object(
  { token: z.string({ error: INVALID_VERIFICATION }).trim().min(1, INVALID_VERIFICATION).max(200, INVALID_VERIFICATION) },
  { error: INVALID_VERIFICATION },
);
export type TVerifyEmailRequest = z.input<typeof ZVerifyEmailRequest>;

/** The logged-in account's address and whether it has been proven (any account kind). */
export const ZEmailStatus = z.object({ email: z.string().nullable(), verified: z.boolean() });
export type TEmailStatus = z.infer<typeof ZEmailStatus>;

import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../lib/api-client.ts';
import type { SessionRole } from '../../lib/session.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { emailStatusQueryOptions, useSendVerificationLink } from './email-verification-api.ts';

export const EMAIL_VERIFIED_LABEL = 'Email verified';
export const EMAIL_NOT_VERIFIED = 'Your e-mail address is not verified yet. Open the link we mailed you, or send a new one.';
export const NO_EMAIL = 'Add an e-mail address to your profile to verify it.';
export const STATUS_FAILED = 'Could not check whether your e-mail address is verified.';
export const SEND_FAILED = 'Failed to send the verification link. Please try again.';

/**
 * Whether the profile's e-mail address is proven, with 'Send verification link' while it is not.
 * Shared by the customer, store and driver profiles; it reads its own status from the API.
 */
export function EmailVerificationStatus({ role, email }: { role: SessionRole; email: string | null }) {
  const status = useQuery(emailStatusQueryOptions(role, email));
  const send = useSendVerificationLink(role);

  if (status.isPending) {
    return (
      <div role="status" aria-label="Checking your e-mail address…">
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (status.isError) {
    return (
      <Alert tone="error">
        <p>{STATUS_FAILED}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void status.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  if (status.data.verified) {
    return (
      <Alert tone="success">
        <p className="font-semibold">{EMAIL_VERIFIED_LABEL}</p>
        <p>{status.data.email}</p>
      </Alert>
    );
  }
  if (!status.data.email) return <Alert tone="info">{NO_EMAIL}</Alert>;
  return (
    <Alert tone="warning">
      <p>{EMAIL_NOT_VERIFIED}</p>
      {send.isSuccess ? (
        <p className="mt-2 font-semibold">{send.data.message}</p>
      ) : (
        <Button size="sm" variant="secondary" className="mt-2" loading={send.isPending} onClick={() => send.mutate()}>
          Send verification link
        </Button>
      )}
      {send.isError && <p className="mt-2 font-semibold">{messageOf(send.error, SEND_FAILED)}</p>}
    </Alert>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/api-client.ts';
import type { SessionRole } from '../../lib/session.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { emailStatusQueryOptions, useSendVerificationLink } from './email-verification-api.ts';

/**
 * Whether the profile's e-mail address is proven, with 'Send verification link' while it is not.
 * Shared by the customer, store and driver profiles; it reads its own status from the API.
 */
export function EmailVerificationStatus({ role, email }: { role: SessionRole; email: string | null }) {
  const { t } = useTranslation('email-verification');
  const status = useQuery(emailStatusQueryOptions(role, email));
  const send = useSendVerificationLink(role);

  if (status.isPending) {
    return (
      <div role="status" aria-label={t('status.checking')}>
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (status.isError) {
    return (
      <Alert tone="error">
        <p>{t('status.failed')}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void status.refetch()}>
          {t('status.retry')}
        </Button>
      </Alert>
    );
  }
  if (status.data.verified) {
    return (
      <Alert tone="success">
        <p className="font-semibold">{t('status.verified')}</p>
        <p>{status.data.email}</p>
      </Alert>
    );
  }
  if (!status.data.email) return <Alert tone="info">{t('status.noEmail')}</Alert>;
  return (
    <Alert tone="warning">
      <p>{t('status.notVerified')}</p>
      {send.isSuccess ? (
        <p className="mt-2 font-semibold">{send.data.message}</p>
      ) : (
        <Button size="sm" variant="secondary" className="mt-2" loading={send.isPending} onClick={() => send.mutate()}>
          {t('status.send')}
        </Button>
      )}
      {send.isError && <p className="mt-2 font-semibold">{messageOf(send.error, t('status.sendFailed'))}</p>}
    </Alert>
  );
}

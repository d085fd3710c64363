import type { TDriver } from '@sokoni/domain/contracts/driver';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const TONES: Record<TDriver['verificationStatus'], string> = {
  Pending: 'bg-accent-100 text-accent-700',
  Approved: 'bg-primary-100 text-primary-800',
  Rejected: 'bg-red-100 text-red-800',
};

export function DriverStatusBadge({ driver }: { driver: Pick<TDriver, 'verificationStatus'> }) {
  const { t } = useTranslation('driver');
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[driver.verificationStatus] ?? TONES.Pending)}>
      {t('verification.label', { status: t(`verification.${driver.verificationStatus}`, { defaultValue: driver.verificationStatus }) })}
    </span>
  );
}

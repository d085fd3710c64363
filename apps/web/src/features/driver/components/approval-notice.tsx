import type { TDriver } from '@sokoni/domain/contracts/driver';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../../components/ui/icons.tsx';

/** Why a driver who is not approved sees no orders: the server's own reason, put kindly. */
export function ApprovalNotice({ reason, status }: { reason: string; status: TDriver['verificationStatus'] }) {
  const { t } = useTranslation('driver');
  const pending = status === 'Pending';
  return (
    <div role="status" className="flex flex-col items-center rounded-2xl border border-accent-300 bg-accent-100/60 px-6 py-10 text-center">
      <div className="mb-3 flex size-12 items-center justify-center rounded-full bg-white text-accent-700">
        <ShieldIcon className="size-6" />
      </div>
      <h3 className="text-base font-semibold text-stone-900">{pending ? t('approval.pendingTitle') : t('approval.blockedTitle')}</h3>
      <p className="mt-1 max-w-sm text-sm text-stone-700">{reason}</p>
      {pending && (
        <p className="mt-3 max-w-sm text-sm text-stone-600">
          {t('approval.pendingText')}
        </p>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { DRIVER_DOCUMENTS, type DriverDocumentKind } from '@sokoni/domain/contracts/driver';
import type { TAdminDriver } from '@sokoni/domain/contracts/admin';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { driverDocumentUrl, useDriverDocument } from '../api/get-driver-document.ts';
import { useObjectUrl } from './business-permit.tsx';

const KINDS = Object.keys(DRIVER_DOCUMENTS) as DriverDocumentKind[];

function DocumentView({ driver, kind }: { driver: TAdminDriver; kind: DriverDocumentKind }) {
  const { t } = useTranslation('admin');
  const file = useDriverDocument(driverDocumentUrl(driver._id, kind));
  const url = useObjectUrl(file.data);
  if (file.isError) return <ErrorState title={t(`driverDocuments.${kind}.couldNotOpen`)} message={messageOf(file.error, t('pleaseTryAgain'))} onRetry={() => void file.refetch()} />;
  if (!url) {
    return (
      <div role="status">
        <span className="sr-only">{t(`driverDocuments.${kind}.loading`)}</span>
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  return <img src={url} alt={t(`driverDocuments.${kind}.of`, { name: driver.fullName || driver.username })} className="max-h-80 w-full rounded-xl border border-stone-200 bg-stone-50 object-contain" />;
}

/** The ID and licence photos the driver uploaded, opened one at a time: what the admin checks before approving. */
export function DriverDocuments({ driver }: { driver: TAdminDriver }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<DriverDocumentKind | null>(null);
  const uploaded = (kind: DriverDocumentKind) => driver.documents?.[DRIVER_DOCUMENTS[kind]] ?? false;
  return (
    <section aria-label={t('driverDocuments.title')} className="mt-4 space-y-3 border-t border-stone-100 pt-4">
      <h3 className="text-sm font-semibold text-stone-900">{t('driverDocuments.title')}</h3>
      <div className="flex flex-wrap gap-2">
        {KINDS.map((kind) =>
          uploaded(kind) ? (
            <Button key={kind} size="sm" variant={open === kind ? 'primary' : 'secondary'} aria-pressed={open === kind} onClick={() => setOpen(open === kind ? null : kind)}>
              {open === kind ? t(`driverDocuments.${kind}.hide`) : t(`driverDocuments.${kind}.view`)}
            </Button>
          ) : (
            <p key={kind} className="rounded-lg bg-amber-50 px-2.5 py-1.5 text-sm text-amber-900">
              {t(`driverDocuments.${kind}.none`)}
            </p>
          ),
        )}
      </div>
      {open && <DocumentView driver={driver} kind={open} />}
    </section>
  );
}

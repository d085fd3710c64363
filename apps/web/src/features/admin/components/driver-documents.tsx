import { useState } from 'react';
import { DRIVER_DOCUMENTS, type DriverDocumentKind } from '@sokoni/domain/contracts/driver';
import type { TAdminDriver } from '@sokoni/domain/contracts/admin';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { driverDocumentUrl, useDriverDocument } from '../api/get-driver-document.ts';
import { useObjectUrl } from './business-permit.tsx';

const LABELS: Record<DriverDocumentKind, string> = { 'id-photo': 'ID photo', 'licence-photo': 'Driving licence photo' };
/** The same names inside a sentence ('ID' keeps its capitals). */
const IN_TEXT: Record<DriverDocumentKind, string> = { 'id-photo': 'ID photo', 'licence-photo': 'driving licence photo' };
const KINDS = Object.keys(DRIVER_DOCUMENTS) as DriverDocumentKind[];

function DocumentView({ driver, kind }: { driver: TAdminDriver; kind: DriverDocumentKind }) {
  const file = useDriverDocument(driverDocumentUrl(driver._id, kind));
  const url = useObjectUrl(file.data);
  if (file.isError) return <ErrorState title={`Could not open the ${IN_TEXT[kind]}`} message={messageOf(file.error, 'Please try again.')} onRetry={() => void file.refetch()} />;
  if (!url) {
    return (
      <div role="status">
        <span className="sr-only">Loading the {IN_TEXT[kind]}…</span>
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  return <img src={url} alt={`${LABELS[kind]} of ${driver.fullName || driver.username}`} className="max-h-80 w-full rounded-xl border border-stone-200 bg-stone-50 object-contain" />;
}

/** The ID and licence photos the driver uploaded, opened one at a time: what the admin checks before approving. */
export function DriverDocuments({ driver }: { driver: TAdminDriver }) {
  const [open, setOpen] = useState<DriverDocumentKind | null>(null);
  const uploaded = (kind: DriverDocumentKind) => driver.documents?.[DRIVER_DOCUMENTS[kind]] ?? false;
  return (
    <section aria-label="ID and licence photos" className="mt-4 space-y-3 border-t border-stone-100 pt-4">
      <h3 className="text-sm font-semibold text-stone-900">ID and licence photos</h3>
      <div className="flex flex-wrap gap-2">
        {KINDS.map((kind) =>
          uploaded(kind) ? (
            <Button key={kind} size="sm" variant={open === kind ? 'primary' : 'secondary'} aria-pressed={open === kind} onClick={() => setOpen(open === kind ? null : kind)}>
              {open === kind ? `Hide ${IN_TEXT[kind]}` : `View ${IN_TEXT[kind]}`}
            </Button>
          ) : (
            <p key={kind} className="rounded-lg bg-amber-50 px-2.5 py-1.5 text-sm text-amber-900">
              No {IN_TEXT[kind]} uploaded yet
            </p>
          ),
        )}
      </div>
      {open && <DocumentView driver={driver} kind={open} />}
    </section>
  );
}

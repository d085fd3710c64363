import type { TAuditEntry } from '@sokoni/domain/contracts/admin';
import { useAuditLog } from '../api/get-audit-log.ts';
import { actionLabel, targetLabel } from '../lib/audit-labels.ts';
import { PagedList } from './paged-list.tsx';
import { SectionHeader } from './section-header.tsx';
import { formatDateTime } from '../../../lib/nairobi-time.ts';

function Entry({ entry }: { entry: TAuditEntry }) {
  const who = entry.admin.name ?? entry.admin.email ?? `Admin ${entry.admin._id}`;
  return (
    <li className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <time dateTime={entry.createdAt} className="text-xs text-stone-500 sm:pt-0.5 sm:text-sm">
        {formatDateTime(entry.createdAt)}
      </time>
      <div className="min-w-0">
        <p className="break-words text-sm text-stone-900">
          <span className="font-semibold">{actionLabel(entry.action)}</span> <span className="text-stone-700">{targetLabel(entry)}</span>
        </p>
        <p className="text-xs text-stone-500">
          by {who}
          {entry.admin.email && entry.admin.name ? ` (${entry.admin.email})` : ''}
        </p>
        {entry.reason && <p className="mt-1.5 break-words rounded-lg bg-stone-50 px-2.5 py-1.5 text-sm text-stone-700">“{entry.reason}”</p>}
      </div>
    </li>
  );
}

/** Every admin action, newest first: who did what to whom, when and why. */
export function AuditSection() {
  const log = useAuditLog();
  return (
    <>
      <SectionHeader title="Audit log" description="Every action taken in this console, newest first. Entries cannot be edited or removed." />
      <PagedList query={log} loadingLabel="Loading the audit log…" errorTitle="Could not load the audit log" empty={{ title: 'No admin actions yet', description: 'Verifications, suspensions, cancellations and promotion changes appear here.' }}>
        {(items) => (
          <ol className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white">
            {items.map((entry) => (
              <Entry key={entry._id} entry={entry} />
            ))}
          </ol>
        )}
      </PagedList>
    </>
  );
}

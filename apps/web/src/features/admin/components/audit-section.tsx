import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '@sokoni/domain/contracts/admin';
import { useAuditLog } from '../api/get-audit-log.ts';
import { actionLabel, targetLabel } from '../lib/audit-labels.ts';
import { PagedList } from './paged-list.tsx';
import { SectionHeader } from './section-header.tsx';
import { formatDateTime } from '../../../lib/nairobi-time.ts';

function Entry({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('admin');
  const who = entry.admin.name ?? entry.admin.email ?? t('audit.adminId', { id: entry.admin._id });
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
          {t('audit.by', { who })}
          {entry.admin.email && entry.admin.name ? ` (${entry.admin.email})` : ''}
        </p>
        {entry.reason && <p className="mt-1.5 break-words rounded-lg bg-stone-50 px-2.5 py-1.5 text-sm text-stone-700">{t('audit.quoted', { reason: entry.reason })}</p>}
      </div>
    </li>
  );
}

/** Every admin action, newest first: who did what to whom, when and why. */
export function AuditSection() {
  const { t } = useTranslation('admin');
  const log = useAuditLog();
  return (
    <>
      <SectionHeader title={t('sections.audit')} description={t('audit.description')} />
      <PagedList query={log} loadingLabel={t('audit.loading')} errorTitle={t('audit.couldNotLoad')} empty={{ title: t('audit.none'), description: t('audit.noneDescription') }}>
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

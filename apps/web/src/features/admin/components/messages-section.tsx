import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { TAdminMessage } from '@sokoni/domain/contracts/admin';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages, type MessageFilter } from '../api/get-messages.ts';
import { useMarkMessageHandled } from '../api/mark-message-handled.ts';
import { Badge } from './badge.tsx';
import { FilterTabs } from './filter-tabs.tsx';
import { PagedList } from './paged-list.tsx';
import { SectionHeader } from './section-header.tsx';
import { formatDateTime } from '../../../lib/nairobi-time.ts';

// Unhandled first: those still need an answer.
const FILTERS = ['false', 'true', 'all'] as const satisfies ReadonlyArray<MessageFilter>;

function MessageCard({ message, marking, onMark }: { message: TAdminMessage; marking: boolean; onMark: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <a href={`mailto:${message.email}`} className="break-all font-semibold text-primary-800 underline">
          {message.email}
        </a>
        {message.handled ? <Badge tone="green">{t('messages.handled')}</Badge> : <Badge tone="amber">{t('messages.new')}</Badge>}
        <time dateTime={message.createdAt} className="ml-auto text-xs text-stone-500">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm text-stone-800">{message.message}</p>
      {!message.handled && (
        <div className="mt-3 flex justify-end">
          <Button size="sm" variant="secondary" loading={marking} onClick={onMark}>
            {t('messages.markHandled')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** What visitors sent through the contact form; reply by e-mail, then mark it handled. */
export function MessagesSection() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<MessageFilter>('false');
  const messages = useMessages(filter);
  const mark = useMarkMessageHandled();
  const filters = FILTERS.map((value) => ({ value, label: t(`messages.filters.${value}`) }));
  return (
    <>
      <SectionHeader title={t('sections.messages')} description={t('messages.description')} />
      <div className="mb-4">
        <FilterTabs label={t('messages.which')} options={filters} value={filter} onChange={setFilter} />
      </div>
      <PagedList query={messages} loadingLabel={t('messages.loading')} errorTitle={t('messages.couldNotLoad')} empty={{ title: t(`messages.empty.${filter}`) }}>
        {(items) => (
          <ul className="space-y-2.5">
            {items.map((message) => (
              <MessageCard key={message._id} message={message} marking={mark.isPending && mark.variables === message._id} onMark={() => mark.mutate(message._id)} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

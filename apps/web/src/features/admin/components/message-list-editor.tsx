import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { PROMOTION_MESSAGE_MAX_LENGTH, PROMOTION_MESSAGES_MAX } from '@sokoni/domain/contracts/promotions';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { ChevronDownIcon, ChevronUpIcon, TrashIcon } from './admin-icons.tsx';

export interface EditableMessage {
  /** Stable while the admin reorders, so inputs keep focus and React keeps them apart. */
  key: number;
  text: string;
}

const iconButton = 'flex size-9 shrink-0 items-center justify-center rounded-xl text-stone-600 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

/** An ordered list of short messages: edit, add, remove and move up or down, 1 to 10 of them. */
export function MessageListEditor({
  legend,
  description,
  items,
  onChange,
  itemErrors,
  listError,
  newKey,
}: {
  legend: string;
  description: string;
  items: EditableMessage[];
  onChange: (items: EditableMessage[]) => void;
  itemErrors: Record<number, string>;
  listError?: string;
  newKey: () => number;
}) {
  const { t } = useTranslation('admin');
  const baseId = useId();
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  const edit = (index: number, text: string) => onChange(items.map((item, i) => (i === index ? { ...item, text } : item)));

  return (
    <section aria-labelledby={`${baseId}-title`} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id={`${baseId}-title`} className="text-base font-semibold text-stone-900">
        {legend}
      </h2>
      <p className="mb-4 text-sm text-stone-600">{description}</p>
      <ol className="space-y-3">
        {items.map((item, index) => {
          const id = `${baseId}-${item.key}`;
          const error = itemErrors[index];
          const length = item.text.trim().length;
          return (
            <li key={item.key}>
              <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
                {t('messageList.message', { list: legend, n: index + 1 })}
              </label>
              <textarea
                id={id}
                rows={2}
                value={item.text}
                onChange={(event) => edit(index, event.target.value.replace(/\s*\n\s*/g, ' '))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={cn(
                  'block min-h-16 w-full resize-none rounded-xl [field-sizing:content] border bg-white px-3.5 py-2 text-base text-stone-900 shadow-sm focus:outline-none focus:ring-2 sm:text-sm',
                  error ? 'border-red-500 focus:ring-red-200' : 'border-stone-300 focus:border-primary-600 focus:ring-primary-200',
                )}
              />
              <div className="mt-1 flex items-center gap-1">
                <span className={cn('mr-auto text-xs tabular-nums', length > PROMOTION_MESSAGE_MAX_LENGTH ? 'font-semibold text-red-700' : 'text-stone-500')}>
                  {length}/{PROMOTION_MESSAGE_MAX_LENGTH}
                </span>
                <button type="button" className={iconButton} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('messageList.moveUp', { list: legend.toLowerCase(), n: index + 1 })}>
                  <ChevronUpIcon className="size-5" />
                </button>
                <button type="button" className={iconButton} disabled={index === items.length - 1} onClick={() => move(index, index + 1)} aria-label={t('messageList.moveDown', { list: legend.toLowerCase(), n: index + 1 })}>
                  <ChevronDownIcon className="size-5" />
                </button>
                <button
                  type="button"
                  className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
                  disabled={items.length <= 1}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                  aria-label={t('messageList.remove', { list: legend.toLowerCase(), n: index + 1 })}
                >
                  <TrashIcon className="size-5" />
                </button>
              </div>
              {error && (
                <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {listError && <p className="mt-3 text-sm font-medium text-red-700">{listError}</p>}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-stone-500">
          {t('messageList.count', { n: items.length, max: PROMOTION_MESSAGES_MAX })}
        </p>
        <Button size="sm" variant="secondary" disabled={items.length >= PROMOTION_MESSAGES_MAX} onClick={() => onChange([...items, { key: newKey(), text: '' }])}>
          {t('messageList.add')}
        </Button>
      </div>
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKsh } from '../../../lib/format.ts';
import { cn } from '../../../lib/cn.ts';
import { fewestOf, type OptionGroup, type Picked } from '../hooks/use-option-choice.ts';

/** '+Ksh 400.00' beside a choice that costs more, '−Ksh 50.00' for one that costs less; nothing at no difference. */
export function deltaText(delta: number): string {
  if (delta === 0) return '';
  return `${delta > 0 ? '+' : '\u2212'}${formatKsh(Math.abs(delta))}`;
}

/** What a group asks for, in words: 'Required · choose 1', 'Optional · up to 3', 'Choose 2 to 3'. */
function GroupRule({ group }: { group: OptionGroup }) {
  const { t } = useTranslation('catalog');
  const fewest = fewestOf(group);
  const rule =
    group.max === 1
      ? t('options.chooseOne')
      : fewest === 0
        ? t('options.upTo', { count: group.max })
        : fewest === group.max
          ? t('options.exactly', { count: group.max })
          : t('options.between', { min: fewest, max: group.max });
  return (
    <span className="text-xs font-normal text-stone-500">
      {group.required ? t('options.required') : t('options.optional')} · {rule}
    </span>
  );
}

function Group({ group, picked, onPick, waiting }: { group: OptionGroup; picked: readonly string[]; onPick: (choiceId: string, on: boolean) => void; waiting: boolean }) {
  const { t } = useTranslation('catalog');
  const name = useId();
  const single = group.max === 1;
  const full = !single && picked.length >= group.max;
  const row =
    'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:text-stone-400 has-[:checked]:bg-primary-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600';
  return (
    <fieldset className={cn('rounded-2xl border p-2', waiting ? 'border-amber-400' : 'border-stone-200')} data-testid="option-group">
      <legend className="px-1.5">
        <span className="block text-sm font-semibold text-stone-900">{group.name}</span>
        <GroupRule group={group} />
      </legend>
      {/* An optional one-choice group can be left unanswered again. */}
      {single && !group.required && (
        <label className={row}>
          <input type="radio" name={name} checked={picked.length === 0} onChange={() => picked[0] && onPick(picked[0], false)} className="size-4 accent-primary-700" />
          <span className="flex-1 text-stone-700">{t('options.none')}</span>
        </label>
      )}
      {group.choices.map((choice) => {
        const checked = picked.includes(choice._id);
        const disabled = !choice.available || (full && !checked);
        return (
          <label key={choice._id} className={row}>
            <input
              type={single ? 'radio' : 'checkbox'}
              name={name}
              value={choice._id}
              checked={checked}
              disabled={disabled}
              onChange={(event) => onPick(choice._id, event.target.checked)}
              className="size-4 accent-primary-700"
            />
            <span className="min-w-0 flex-1 break-words text-stone-900">
              {choice.name}
              {!choice.available && <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-600">{t('options.soldOut')}</span>}
            </span>
            {choice.priceDelta !== 0 && <span className="shrink-0 tabular-nums text-stone-600">{deltaText(choice.priceDelta)}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}

/** A product's option groups: one-choice groups as radio buttons, the others as checkboxes up to their maximum. */
export function OptionChooser({
  groups,
  picked,
  onPick,
  missing,
}: {
  groups: readonly OptionGroup[];
  picked: Picked;
  onPick: (group: OptionGroup, choiceId: string, on: boolean) => void;
  /** Groups still waiting for an answer: outlined so the eye finds them. */
  missing: readonly OptionGroup[];
}) {
  if (groups.length === 0) return null;
  return (
    <div className="space-y-3">
      {groups.map((group) => (
        <Group key={group._id} group={group} picked={picked[group._id] ?? []} onPick={(id, on) => onPick(group, id, on)} waiting={missing.includes(group)} />
      ))}
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { draftsOf, emptyChoice, emptyGroup, moved, type ChoiceDraft, type GroupDraft } from '../lib/option-drafts.ts';
import { SelectField } from './fields.tsx';

const smallButton = 'h-9 rounded-lg px-2.5 text-sm font-semibold text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

function ChoiceRow({ choice, groupName, onChange, onRemove, canRemove }: { choice: ChoiceDraft; groupName: string; onChange: (next: ChoiceDraft) => void; onRemove: () => void; canRemove: boolean }) {
  const { t } = useTranslation('partner');
  const label = choice.name || t('options.unnamedChoice');
  return (
    <li className="grid grid-cols-[1fr_7rem] items-end gap-2 border-t border-stone-100 pt-3 first:border-t-0 first:pt-0 sm:grid-cols-[1fr_8rem_auto_auto]">
      <TextField label={t('options.choiceName')} autoComplete="off" placeholder={t('options.choicePlaceholder')} value={choice.name} onChange={(e) => onChange({ ...choice, name: e.target.value })} />
      <TextField
        label={t('options.priceDelta')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        placeholder="0"
        value={choice.priceDelta}
        onChange={(e) => onChange({ ...choice, priceDelta: e.target.value })}
      />
      <label className="flex h-11 items-center gap-2 text-sm font-medium text-stone-700">
        <input type="checkbox" role="switch" checked={!choice.available} onChange={(e) => onChange({ ...choice, available: !e.target.checked })} className="size-4 accent-amber-600" />
        {t('options.soldOut')}
      </label>
      <button type="button" className={`${smallButton} text-red-700`} onClick={onRemove} disabled={!canRemove} aria-label={t('options.removeChoiceLabel', { name: label, group: groupName })}>
        {t('options.remove')}
      </button>
    </li>
  );
}

function GroupCard({
  group,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  group: GroupDraft;
  index: number;
  count: number;
  onChange: (next: GroupDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('partner');
  const label = group.name || t('options.unnamedGroup', { number: index + 1 });
  const setChoice = (at: number, next: ChoiceDraft) => onChange({ ...group, choices: group.choices.map((c, i) => (i === at ? next : c)) });
  return (
    <li className="rounded-2xl border border-stone-200 p-3 sm:p-4" aria-label={label}>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={t('options.groupName')}
          autoComplete="off"
          placeholder={t('options.groupPlaceholder')}
          value={group.name}
          onChange={(e) => onChange({ ...group, name: e.target.value })}
          containerClassName="min-w-0 flex-1 basis-48"
        />
        <div className="flex gap-1">
          <button type="button" className={smallButton} onClick={() => onMove(-1)} disabled={index === 0} aria-label={t('options.moveUpLabel', { name: label })}>
            {t('options.moveUp')}
          </button>
          <button type="button" className={smallButton} onClick={() => onMove(1)} disabled={index === count - 1} aria-label={t('options.moveDownLabel', { name: label })}>
            {t('options.moveDown')}
          </button>
          <button type="button" className={`${smallButton} text-red-700`} onClick={onRemove} aria-label={t('options.removeGroupLabel', { name: label })}>
            {t('options.remove')}
          </button>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="flex h-11 items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            checked={group.required}
            // An optional group asks for no fewest; a required one for at least one.
            onChange={(e) => onChange({ ...group, required: e.target.checked, min: e.target.checked ? '1' : '0' })}
            className="size-4 accent-primary-700"
          />
          {t('options.required')}
        </label>
        {group.required && (
          <TextField label={t('options.min')} type="number" inputMode="numeric" step="1" min="1" value={group.min} onChange={(e) => onChange({ ...group, min: e.target.value })} containerClassName="w-24" />
        )}
        <TextField label={t('options.max')} type="number" inputMode="numeric" step="1" min="1" value={group.max} onChange={(e) => onChange({ ...group, max: e.target.value })} containerClassName="w-24" />
      </div>
      <ul className="mt-3 space-y-3" aria-label={t('options.choicesOf', { name: label })}>
        {group.choices.map((choice, at) => (
          <ChoiceRow
            key={choice.key}
            choice={choice}
            groupName={label}
            onChange={(next) => setChoice(at, next)}
            onRemove={() => onChange({ ...group, choices: group.choices.filter((_, i) => i !== at) })}
            canRemove={group.choices.length > 1}
          />
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => onChange({ ...group, choices: [...group.choices, emptyChoice()] })} aria-label={t('options.addChoiceLabel', { name: label })}>
        {t('options.addChoice')}
      </Button>
    </li>
  );
}

/** Copies another of the shop's products' groups in, as new groups of this one. */
function CopyFrom({ products, onCopy }: { products: readonly TProduct[]; onCopy: (groups: GroupDraft[]) => void }) {
  const { t } = useTranslation('partner');
  const [from, setFrom] = useState('');
  const source = products.find((p) => p._id === from);
  if (products.length === 0) return null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-56">
        <SelectField label={t('options.copyFrom')} value={from} onChange={(e) => setFrom(e.target.value)}>
          <option value="">{t('options.copyPick')}</option>
          {products.map((p) => (
            <option key={p._id} value={p._id}>
              {p.name}
            </option>
          ))}
        </SelectField>
      </div>
      <Button variant="secondary" disabled={!source} onClick={() => source && onCopy(draftsOf(source.options, false))}>
        {t('options.copy')}
      </Button>
    </div>
  );
}

/**
 * The product's option groups (sizes, extras, weights): add, rename, required, fewest and most,
 * reorder, remove, copy from another product; each choice with its price change and its own sold-out switch.
 */
export function OptionGroupsEditor({
  groups,
  onChange,
  otherProducts,
  error,
}: {
  groups: GroupDraft[];
  onChange: (groups: GroupDraft[]) => void;
  /** The shop's other products that have groups to copy. */
  otherProducts: readonly TProduct[];
  error?: string | null;
}) {
  const { t } = useTranslation('partner');
  const headingId = useId();
  return (
    <fieldset aria-labelledby={headingId} aria-describedby={error ? `${headingId}-error` : undefined} className="space-y-3 rounded-2xl bg-stone-50 p-3 sm:p-4">
      <legend id={headingId} className="float-left w-full text-sm font-semibold text-stone-900">
        {t('options.legend')}
        <span className="mt-0.5 block text-xs font-normal text-stone-600">{t('options.hint')}</span>
      </legend>
      {groups.length > 0 && (
        <ol className="clear-both space-y-3">
          {groups.map((group, index) => (
            <GroupCard
              key={group.key}
              group={group}
              index={index}
              count={groups.length}
              onChange={(next) => onChange(groups.map((g, i) => (i === index ? next : g)))}
              onMove={(by) => onChange(moved(groups, index, by))}
              onRemove={() => onChange(groups.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      )}
      {error && (
        <p id={`${headingId}-error`} role="alert" className="clear-both text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="clear-both flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => onChange([...groups, emptyGroup()])}>
          {t('options.addGroup')}
        </Button>
      </div>
      <CopyFrom products={otherProducts} onCopy={(copied) => onChange([...groups, ...copied])} />
    </fieldset>
  );
}

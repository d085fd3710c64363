import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { FieldLabel, inputClasses } from '../../../components/ui/field-parts.tsx';
import { cn } from '../../../lib/cn.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useDeliverySlots } from '../api/get-delivery-slots.ts';
import { useTranslation } from 'react-i18next';
import { formatSlot, slotDayAndTime } from '../../../lib/nairobi-time.ts';

/** Slots grouped by their Nairobi day in the screens' language ('Wed, 25 Nov', 'Jumatano, 25 Nov'), in order. */
function byDay(slots: readonly string[]): Array<{ day: string; slots: Array<{ iso: string; label: string }> }> {
  const days = new Map<string, Array<{ iso: string; label: string }>>();
  for (const iso of slots) {
    const { day } = slotDayAndTime(iso);
    days.set(day, [...(days.get(day) ?? []), { iso, label: formatSlot(iso) }]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

const CHOICES = [
  { later: false, key: 'asap' },
  { later: true, key: 'later' },
] as const;

/** 'When': as soon as possible, or a time slot of the next 7 days (Nairobi time). */
export function WhenPicker({
  productIds,
  later,
  onLaterChange,
  scheduledFor,
  onSlotChange,
}: {
  productIds: readonly string[];
  later: boolean;
  onLaterChange: (later: boolean) => void;
  scheduledFor: string | null;
  onSlotChange: (slot: string | null) => void;
}) {
  const { t } = useTranslation(['checkout', 'common']);
  const query = useDeliverySlots(productIds, later);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-900">{t('when.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CHOICES.map((c) => (
          <label
            key={c.key}
            className={cn(
              'flex cursor-pointer gap-3 rounded-2xl border p-3.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
              later === c.later ? 'border-primary-600 bg-primary-50' : 'border-stone-200 hover:border-stone-300',
            )}
          >
            <input type="radio" name="delivery-when" checked={later === c.later} onChange={() => onLaterChange(c.later)} className="mt-0.5 size-4 accent-primary-700" />
            <span>
              <span className="block font-semibold text-stone-900">{t(`when.${c.key}.title`)}</span>
              <span className="block text-stone-600">{t(`when.${c.key}.description`)}</span>
            </span>
          </label>
        ))}
      </div>
      {later && (
        <div className="mt-3">
          {query.isPending ? (
            <div aria-label={t('when.loading')} role="status">
              <Skeleton className="h-11 w-full rounded-xl" />
            </div>
          ) : query.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {messageOf(query.error, t('when.loadFailed'))}{' '}
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                {t('common:tryAgain')}
              </Button>
            </p>
          ) : query.data.slots.length === 0 ? (
            <p className="text-sm text-stone-600">{t('when.noSlots')}</p>
          ) : (
            <>
              <FieldLabel htmlFor="delivery-slot">{t('when.slot')}</FieldLabel>
              <select
                id="delivery-slot"
                className={inputClasses(false)}
                value={scheduledFor ?? ''}
                onChange={(e) => onSlotChange(e.target.value || null)}
              >
                <option value="">{t('when.choose')}</option>
                {byDay(query.data.slots).map((group) => (
                  <optgroup key={group.day} label={group.day}>
                    {group.slots.map((slot) => (
                      <option key={slot.iso} value={slot.iso}>
                        {slot.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </>
          )}
        </div>
      )}
    </fieldset>
  );
}

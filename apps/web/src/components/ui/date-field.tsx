import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromKenyanDate, toKenyanDate } from '../../lib/kenyan-date.ts';
import { TextField } from './text-field.tsx';

interface DateFieldProps {
  label: string;
  /** The chosen day as the API wants it, yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  min?: string;
  max?: string;
  id?: string;
  name?: string;
  /** A message from the page (e.g. a range the wrong way round); the field's own comes first. */
  error?: string | null;
  hint?: string;
  /** Keep the label for screen readers only (a row that already says what the day is for). */
  labelHidden?: boolean;
  containerClassName?: string;
}

const CalendarIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="size-5" aria-hidden="true">
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </svg>
);

/**
 * A day, shown and typed as dd/mm/yyyy whatever the phone's language (a native date input follows
 * the browser's locale and often shows mm/dd/yyyy). The calendar button opens the browser's own
 * picker on a hidden native input, so tapping a day still works.
 */
export function DateField({ label, value, onChange, min, max, id, name, error, hint, labelHidden, containerClassName }: DateFieldProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState(toKenyanDate(value));
  const [problem, setProblem] = useState<string | null>(null);
  const native = useRef<HTMLInputElement>(null);

  // A value set from outside (a picker tap, 'Show all days') replaces what is typed.
  useEffect(() => {
    setText(toKenyanDate(value));
    setProblem(null);
  }, [value]);

  const commit = (typed: string) => {
    if (typed.trim() === '') {
      setProblem(null);
      if (value !== '') onChange('');
      return;
    }
    const iso = fromKenyanDate(typed);
    if (!iso) return setProblem(t('dateField.badFormat'));
    if (min && iso < min) return setProblem(t('dateField.tooEarly', { date: toKenyanDate(min) }));
    if (max && iso > max) return setProblem(t('dateField.tooLate', { date: toKenyanDate(max) }));
    setProblem(null);
    if (iso !== value) onChange(iso);
    else setText(toKenyanDate(iso));
  };

  const openPicker = () => {
    const input = native.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <div className={containerClassName}>
      <TextField
        label={label}
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('dateField.placeholder')}
        value={text}
        error={problem ?? error}
        hint={hint}
        // The label stays for screen readers when the row around it already says what the day is.
        containerClassName={labelHidden ? '[&>label]:sr-only' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          // A complete day is taken at once; anything shorter waits for the field to be left.
          if (fromKenyanDate(event.target.value) && /\d{4}\s*$/.test(event.target.value)) commit(event.target.value);
          else setProblem(null);
        }}
        onBlur={() => commit(text)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(text);
          }
        }}
        trailing={
          <button
            type="button"
            onClick={openPicker}
            aria-label={t('dateField.openCalendar', { label })}
            className="flex size-10 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-primary-800"
          >
            <CalendarIcon />
          </button>
        }
      />
      <input
        ref={native}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

import { useId, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel, inputClasses } from '../../../components/ui/field-parts.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly string[];
  placeholder: string;
  /** The words shown for an option; the option itself is what is saved. */
  optionLabel?: (option: string) => string;
  hint?: string;
  error?: string | null;
}

/** A labelled native select: the phone's own picker is the easiest to use on a small screen. */
export function SelectField({ label, options, optionLabel = (option) => option, placeholder, hint, error, id, value, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  // A value saved before the list changed stays selectable rather than silently disappearing.
  const choices = typeof value === 'string' && value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <select
        id={selectId}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className={inputClasses(!!error, 'appearance-auto pr-8')}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {choices.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <FieldHint id={selectId}>{hint}</FieldHint>
      <FieldError id={selectId}>{error}</FieldError>
    </div>
  );
}

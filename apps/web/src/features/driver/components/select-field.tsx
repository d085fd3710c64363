import { useId, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel, inputClasses } from '../../../components/ui/field-parts.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly string[];
  placeholder: string;
  hint?: string;
  error?: string | null;
}

/** A labelled native select: the phone's own picker is the easiest to use on a small screen. */
export function SelectField({ label, options, placeholder, hint, error, id, value, ...rest }: SelectFieldProps) {
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
            {option}
          </option>
        ))}
      </select>
      <FieldHint id={selectId}>{hint}</FieldHint>
      <FieldError id={selectId}>{error}</FieldError>
    </div>
  );
}

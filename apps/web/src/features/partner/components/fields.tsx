import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel, inputClasses } from '../../../components/ui/field-parts.tsx';

/** A select that looks like the shared text fields. */
export function SelectField({
  label,
  error,
  hint,
  children,
  id,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | null; hint?: ReactNode }) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className={inputClasses(!!error, 'appearance-auto pr-8')}
        {...rest}
      >
        {children}
      </select>
      <FieldHint id={selectId}>{hint}</FieldHint>
      <FieldError id={selectId}>{error}</FieldError>
    </div>
  );
}

/** A multi-line text field that looks like the shared text fields. */
export function TextAreaField({
  label,
  error,
  hint,
  optional,
  id,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | null; hint?: ReactNode; optional?: boolean }) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <div className={className}>
      <FieldLabel htmlFor={areaId} optional={optional}>
        {label}
      </FieldLabel>
      <textarea
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, hint, error)}
        className={inputClasses(!!error, 'h-auto min-h-28 py-2.5 leading-relaxed')}
        {...rest}
      />
      <FieldHint id={areaId}>{hint}</FieldHint>
      <FieldError id={areaId}>{error}</FieldError>
    </div>
  );
}

/** Upload or save progress, announced to screen readers. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div>
      <div className="mb-1 flex justify-between text-xs font-medium text-stone-600">
        <span>{label}</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full rounded-full bg-primary-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

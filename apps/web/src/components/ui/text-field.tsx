import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { describedBy, FieldError, FieldHint, FieldLabel, inputClasses } from './field-parts.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  optional?: boolean;
  /** Something drawn inside the right edge of the input (e.g. a show/hide toggle). */
  trailing?: ReactNode;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, optional, trailing, containerClassName, className, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={containerClassName}>
      <FieldLabel htmlFor={inputId} optional={optional}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={inputClasses(!!error, cn(trailing ? 'pr-12' : '', className))}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      <FieldHint id={inputId}>{hint}</FieldHint>
      <FieldError id={inputId}>{error}</FieldError>
    </div>
  );
}

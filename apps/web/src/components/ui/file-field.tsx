import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { describedBy, FieldError, FieldHint, FieldLabel } from './field-parts.tsx';

interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  onFileChange: (file: File | null) => void;
}

export function FileField({ label, hint, error, optional, onFileChange, id, className, ...rest }: FileFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} optional={optional}>
        {label}
      </FieldLabel>
      <input
        id={inputId}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        onChange={(event) => onFileChange(event.currentTarget.files?.[0] ?? null)}
        className={cn(
          'block w-full rounded-xl border border-dashed bg-white p-2 text-sm text-stone-600',
          'file:mr-3 file:rounded-lg file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-primary-800 hover:file:bg-primary-100',
          error ? 'border-red-500' : 'border-stone-300',
        )}
        {...rest}
      />
      <FieldHint id={inputId}>{hint}</FieldHint>
      <FieldError id={inputId}>{error}</FieldError>
    </div>
  );
}

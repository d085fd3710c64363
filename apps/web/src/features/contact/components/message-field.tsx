import { useId, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn.ts';
import { describedBy, FieldError, FieldHint, FieldLabel, inputClasses } from '../../../components/ui/field-parts.tsx';

interface MessageFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'maxLength'> {
  label: string;
  value: string;
  maxLength: number;
  error?: string | null;
}

/** A textarea that shows how much of the allowed length is used. */
export function MessageField({ label, value, maxLength, error, className, ...rest }: MessageFieldProps) {
  const id = useId();
  const count = `${value.length.toLocaleString('en-KE')} / ${maxLength.toLocaleString('en-KE')} characters`;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {/* The shared input classes fix a height; min-height wins over it, so the box still grows. */}
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, count, error)}
        className={inputClasses(!!error, cn('min-h-32 resize-y py-2.5', className))}
        {...rest}
      />
      <FieldHint id={id}>
        <span className={cn('block text-right tabular-nums', value.length >= maxLength && 'font-semibold text-accent-700')}>{count}</span>
      </FieldHint>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

import { useId, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn.ts';
import { describedBy, FieldLabel, inputClasses } from '../../../components/ui/field-parts.tsx';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/i18n.ts';

interface MessageFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'maxLength'> {
  label: string;
  value: string;
  maxLength: number;
  error?: string | null;
}

/** A textarea that shows how much of the allowed length is used, beside any error. */
export function MessageField({ label, value, maxLength, error, className, ...rest }: MessageFieldProps) {
  const { t } = useTranslation('contact');
  const id = useId();
  const count = t('messageField.count', { used: value.length.toLocaleString(intlLocale()), max: maxLength.toLocaleString(intlLocale()) });
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
      <div className="mt-1.5 flex items-start gap-3">
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <p id={`${id}-hint`} className={cn('ml-auto shrink-0 text-xs tabular-nums text-stone-500', value.length >= maxLength && 'font-semibold text-accent-700')}>
          {count}
        </p>
      </div>
    </div>
  );
}

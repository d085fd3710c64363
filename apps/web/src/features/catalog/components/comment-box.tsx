import { useId } from 'react';
import { MAX_COMMENT_LENGTH } from '@sokoni/domain/catalog-rules';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field-parts.tsx';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useTranslation } from 'react-i18next';

/** A comment field; it is emptied once the comment has been posted. */
export function CommentBox({
  onSubmit,
  busy,
  error,
  onEdit,
  hint,
}: {
  onSubmit: (text: string) => Promise<boolean>;
  busy: boolean;
  error: string | null;
  onEdit?: () => void;
  hint?: string;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  // The review actions check the comment and say what went wrong; the box only empties on success.
  const form = useCheckedForm({
    initial: { text: '' },
    async save({ text }) {
      if (await onSubmit(text)) form.reset();
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t('commentBox.label')}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={MAX_COMMENT_LENGTH}
        value={form.values.text}
        onChange={(event) => {
          form.set('text')(event.target.value);
          onEdit?.();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        placeholder={t('commentBox.placeholder')}
        className={inputClasses(!!error, 'h-auto min-h-24 py-2.5')}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" loading={busy} className="w-full sm:w-auto">
        {t('commentBox.submit')}
      </Button>
    </form>
  );
}

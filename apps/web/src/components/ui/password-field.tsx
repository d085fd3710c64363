import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A password input with a show/hide toggle that says what it will do. */
export function PasswordField({ label: given, ...rest }: Omit<TextFieldProps, 'type' | 'trailing' | 'label'> & { label?: string }) {
  const { t } = useTranslation('ui');
  const label = given ?? t('passwordField.label');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'passwordField.hide' : 'passwordField.show', { label: label.toLowerCase() })}
          aria-pressed={visible}
          className="flex size-10 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      }
      {...rest}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/text-field.tsx';

/** The account's e-mail, on both steps: typed here, and told back to the flow so it carries over. */
export function ResetEmailField({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  const { t } = useTranslation('password-reset');
  return (
    <TextField
      label={t('email')}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

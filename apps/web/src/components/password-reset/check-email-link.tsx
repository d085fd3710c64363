import { useTranslation } from 'react-i18next';
import { mailboxUrl } from '../../lib/mail-provider.ts';
import { buttonClasses } from '../ui/button.tsx';
import { MailIcon } from '../ui/icons.tsx';

/** 'Check Your Email': the webmail of the address's provider in a new tab, else the mail app. */
export function CheckEmailLink({ email }: { email: string }) {
  const { t } = useTranslation('password-reset');
  const url = mailboxUrl(email);
  const webmail = url.startsWith('https:');
  const newTab = webmail ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={url} {...newTab} className={buttonClasses('primary', 'lg', 'w-full')}>
      <MailIcon className="size-5" />
      {t('checkEmail.label')}
      {webmail && <span className="sr-only">{t('checkEmail.newTab')}</span>}
    </a>
  );
}

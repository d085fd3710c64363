import { mailboxUrl } from '../../lib/mail-provider.ts';
import { buttonClasses } from '../ui/button.tsx';
import { MailIcon } from '../ui/icons.tsx';

/** 'Check Your Email': the webmail of the address's provider in a new tab, else the mail app. */
export function CheckEmailLink({ email }: { email: string }) {
  const url = mailboxUrl(email);
  const webmail = url.startsWith('https:');
  return (
    <a href={url} {...(webmail ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className={buttonClasses('primary', 'lg', 'w-full')}>
      <MailIcon className="size-5" />
      Check Your Email
      {webmail && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}

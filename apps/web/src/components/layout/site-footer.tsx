import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteConfig, telHref } from '../../lib/site-config.ts';
import { MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons.tsx';
import { useFooterSlot } from './footer-slot.tsx';
import { Logo } from './logo.tsx';

const linkClass = 'rounded text-primary-100 hover:text-white hover:underline';

export function SiteFooter() {
  const { t } = useTranslation('layout');
  const { contact, social } = siteConfig;
  const extra = useFooterSlot();
  return (
    <footer className="bg-primary-900 text-primary-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-3 max-w-xs text-sm text-primary-200">{t('footer.tagline')}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t('footer.contactUs')}</h2>
          <ul className="mt-3 space-y-2.5 text-sm">
            <li className="flex items-center gap-2">
              <MapPinIcon className="size-4 shrink-0 text-accent-400" />
              <span>{contact.location}</span>
            </li>
            <li className="flex items-center gap-2">
              <PhoneIcon className="size-4 shrink-0 text-accent-400" />
              <a href={telHref(contact.phone)} className={linkClass}>
                {contact.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MailIcon className="size-4 shrink-0 text-accent-400" />
              <a href={`mailto:${contact.email}`} className={linkClass}>
                {contact.email}
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={t('footer.join')}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t('footer.joinUs')}</h2>
          <ul className="mt-3 space-y-2.5 text-sm">
            <li>
              <Link to="/sign-up-sign-in" className={linkClass}>
                {t('footer.sell')}
              </Link>
            </li>
            <li>
              <Link to="/driver-signup" className={linkClass}>
                {t('footer.deliver')}
              </Link>
            </li>
            <li>
              <Link to="/signup" className={linkClass}>
                {t('footer.customerAccount')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.social')}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t('footer.followUs')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm">
            {social.map((item) => (
              <li key={item.name}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-9 items-center rounded-full border border-primary-700 px-3.5 text-primary-100 hover:border-primary-500 hover:text-white"
                >
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {extra && (
        <div className="border-t border-primary-800">
          <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">{extra}</div>
        </div>
      )}
      <div className="border-t border-primary-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-primary-300 sm:px-6">
          {t('footer.madeInKenya', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../ui/button.tsx';
import { PhoneIcon } from '../ui/icons.tsx';

/** wa.me wants the number in international form with digits only (+254 712… -> 254712…). */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** 'Call' and 'WhatsApp' for a phone number, as links the phone itself opens. */
export function ContactButtons({ name, phone }: { name: string; phone: string }) {
  const { t } = useTranslation('order');
  return (
    <div className="flex gap-2">
      <a href={`tel:${phone}`} aria-label={t('contact.callName', { name })} className={buttonClasses('secondary', 'sm')}>
        <PhoneIcon className="size-4" /> {t('contact.call')}
      </a>
      <a href={whatsappHref(phone)} target="_blank" rel="noreferrer" aria-label={t('contact.whatsappName', { name })} className={buttonClasses('secondary', 'sm')}>
        WhatsApp
      </a>
    </div>
  );
}

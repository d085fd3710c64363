import type { TPartner } from '@sokoni/domain/contracts/partner';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { PlusIcon } from './icons.tsx';

/**
 * A new shop's first screen. A shop is public from sign-up (the catalogue hides only suspended
 * stores, see store-visibility.sql.ts); verification adds the 'Verified' badge. So the panel says
 * that, and leads to the one thing that makes the page worth visiting: products.
 */
export function FirstProductPanel({ partner, onAdd, onProfile }: { partner: TPartner; onAdd: () => void; onProfile: () => void }) {
  const { t } = useTranslation('partner');
  const link = `/store/${partner.slug}`;
  return (
    <section aria-labelledby="first-product-heading" className="rounded-2xl border border-primary-200 bg-primary-50/50 p-5 sm:p-6">
      <div className="flex size-12 items-center justify-center rounded-full bg-white text-primary-700">
        <StoreIcon className="size-6" />
      </div>
      <h2 id="first-product-heading" className="mt-3 text-xl font-bold text-stone-900">
        {t('firstProduct.heading')}
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        <Trans
          t={t}
          i18nKey="firstProduct.public"
          values={{ link }}
          components={{ page: <Link to={link} className="font-semibold text-primary-800 underline-offset-2 hover:underline" /> }}
        />{' '}
        {partner.verified ? t('firstProduct.verified') : t('firstProduct.unverified')}
      </p>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button onClick={onAdd}>
          <PlusIcon className="size-4" />
          {t('firstProduct.add')}
        </Button>
        <Button variant="secondary" onClick={onProfile}>
          {t('firstProduct.seeProfile')}
        </Button>
      </div>
    </section>
  );
}

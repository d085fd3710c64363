import { useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { usePromotions } from '../../../lib/use-promotions.ts';
import { CartButton } from '../../../components/layout/cart-button.tsx';
import { Marquee } from './marquee.tsx';
import { useTranslation } from 'react-i18next';

/** Back, the promotions marquee and the cart button. */
export function StorefrontTopBar() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { marquee } = usePromotions();
  // React Router numbers the entries of this visit: 0 means the visitor arrived here directly.
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  };
  return (
    <div className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 sm:px-6">
        <button
          type="button"
          onClick={back}
          aria-label={t('topBar.back')}
          className="flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-700 shadow-sm hover:text-primary-800"
        >
          <ArrowLeftIcon className="size-5" />
        </button>
        <Marquee
          messages={marquee}
          label={t('topBar.promotions')}
          className="min-w-0 flex-1 rounded-full bg-primary-50 py-2 text-sm font-medium text-primary-900"
        />
        <CartButton className="shrink-0" />
      </div>
    </div>
  );
}

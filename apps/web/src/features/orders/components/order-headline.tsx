import { useTranslation } from 'react-i18next';
import { ORDER_PAGE_STEPS, type OrderPageState, type OrderPageView } from '@sokoni/domain/order-page';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from '../../../components/ui/icons.tsx';
import { formatSlot } from '../../../lib/nairobi-time.ts';

const TONE_STYLE: Record<OrderPageView['tone'], { ring: string; Icon: typeof CheckCircleIcon }> = {
  placed: { ring: 'bg-primary-50 text-primary-700', Icon: CheckCircleIcon },
  waiting: { ring: 'bg-amber-50 text-amber-700', Icon: InfoIcon },
  problem: { ring: 'bg-red-50 text-red-700', Icon: AlertCircleIcon },
  closed: { ring: 'bg-stone-100 text-stone-600', Icon: InfoIcon },
};

/** The order page's first words: what state the order is really in, and the way it has come. */
export function OrderHeadline({ view, scheduledFor, withPin }: { view: OrderPageView & { state: OrderPageState }; scheduledFor: string | null; withPin: boolean }) {
  const { t } = useTranslation('orders');
  const { ring, Icon } = TONE_STYLE[view.tone];
  const sub = view.state === 'scheduled' && scheduledFor ? t('page.scheduled.subFor', { slot: formatSlot(scheduledFor) }) : view.state === 'onTheWay' && !withPin ? t('page.onTheWay.subNoPin') : t(`page.${view.state}.sub`);
  const reached = view.step ? ORDER_PAGE_STEPS.indexOf(view.step) : -1;
  return (
    <div className="mb-5 space-y-4" data-order-state={view.state}>
      <div className="flex items-center gap-3">
        <span className={`flex size-11 shrink-0 items-center justify-center rounded-full ${ring}`}>
          <Icon className="size-6" />
        </span>
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-stone-900">{t(`page.${view.state}.headline`)}</h1>
          <p className="text-sm text-stone-600">{sub}</p>
        </div>
      </div>
      {view.step && (
        <ol aria-label={t('page.progress')} className="grid grid-cols-4 gap-1.5">
          {ORDER_PAGE_STEPS.map((step, i) => (
            <li key={step} aria-current={i === reached ? 'step' : undefined} className="min-w-0 text-center">
              <span className={`block h-1.5 rounded-full ${i <= reached ? 'bg-primary-600' : 'bg-stone-200'}`} />
              <span className={`mt-1 block text-[11px] leading-tight ${i === reached ? 'font-semibold text-stone-900' : 'text-stone-500'}`}>{t(`page.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

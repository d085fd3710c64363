import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@sokoni/domain/contracts/auth';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import { parseLatLng } from '@sokoni/domain/geo';
import { mpesaAmount } from '@sokoni/domain/mpesa-payment';
import { normalizeKenyanPhone } from '@sokoni/domain/phone';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, type AlertTone } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { cartTotal, clearCart, orderLines, unitPriceOf, useCart } from '../../../lib/cart.ts';
import { formatKsh } from '../../../lib/format.ts';
import { placeOrderBlocker } from '../checkout-guards.ts';
import { useDeliveryFee } from '../hooks/use-delivery-fee.ts';
import { useCheckoutCredit } from '../hooks/use-checkout-credit.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { usePromoCode } from '../hooks/use-promo-code.ts';
import { CustomerDetailsStep, type DeliveryDetailErrors, type DeliveryDetails } from './customer-details-step.tsx';
import { EMPTY_DRAFT, addressErrors, addressOf, draftOf } from '../../../components/address/address-draft.ts';
import { lastDeliveryQueryOptions } from '../api/get-last-delivery.ts';
import { chooseDeliveryPlace } from '../../../lib/delivery-place.ts';
import { isEmptyAddress } from '@sokoni/domain/contracts/delivery-address';
import { OrderDetailsStep } from './order-details-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { checkoutKeys } from '../api/query-keys.ts';
import { formatSlot } from '../../../lib/nairobi-time.ts';
import { takeScheduleFirst } from '../../../lib/checkout-launcher.ts';
import { WhenPicker } from './when-picker.tsx';
import { cartPlaceOf } from '../../../lib/delivery-quote.ts';
import { useDeliveryPlace } from '../../../lib/use-delivery-place.ts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';

const LAST_STEP = 3;

function detailProblems(details: DeliveryDetails): DeliveryDetailErrors | null {
  const problems: DeliveryDetailErrors = {};
  if (!details.town.trim()) problems.town = i18n.t('checkout:modal.townRequired');
  if (!parseLatLng(details.location)) problems.location = i18n.t('checkout:modal.locationRequired');
  const address = addressErrors(details.address);
  if (address) problems.address = address;
  return Object.keys(problems).length ? problems : null;
}

/** 'Confirm Your Order': customer details, order details with delivery, then payment. */
export function CheckoutModal({ user, onClose }: { user: TUser; onClose: () => void }) {
  const { t } = useTranslation(['checkout', 'cart']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const items = useCart();
  const [step, setStep] = useState(1);
  // Checkout starts where the cart priced the delivery, so both show the same fee and total.
  const cartPlace = cartPlaceOf(useDeliveryPlace(), user);
  const [details, setDetails] = useState<DeliveryDetails>({ town: cartPlace?.town ?? user.town ?? '', location: cartPlace?.location ?? user.location ?? '', address: EMPTY_DRAFT });
  const [errors, setErrors] = useState<DeliveryDetailErrors>({});
  const last = useQuery(lastDeliveryQueryOptions()).data ?? null;
  const cartLocation = cartPlace?.location.trim() ?? null;
  const touched = useRef(false);
  // The last address comes back with its landmark, building and directions when it is the place
  // the cart priced (or the cart priced none), so the fee stays the one the cart showed.
  useEffect(() => {
    if (!last || touched.current) return;
    if (cartLocation && cartLocation !== last.location) return;
    touched.current = true;
    setDetails({ town: last.town, location: last.location, address: draftOf(last.address) });
  }, [last, cartLocation]);
  const [option, setOption] = useState<DeliveryOption>('platform');
  const [paymentMethod, setPaymentMethod] = useState('COD');
  const [tipChoice, setTipChoice] = useState(0);
  // Only a Sokoni rider's delivery carries a tip.
  const tip = option === 'platform' ? tipChoice : 0;
  const [mpesaPhone, setMpesaPhone] = useState(user.phoneNumber ?? '');
  const [mpesaPhoneError, setMpesaPhoneError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: AlertTone; text: string } | null>(null);
  // Opened from the cart's 'Schedule for later' (a shop is closed now): start on the slot picker.
  const [later, setLater] = useState(takeScheduleFirst);
  const [slot, setSlot] = useState<string | null>(null);
  const scheduledFor = later ? slot : null;
  const fee = useDeliveryFee(items, details.town, details.location, option, scheduledFor);
  const { submit, submitting } = usePlaceOrder();
  const subtotal = cartTotal(items);
  const promoRequest = detailProblems(details)
    ? null
    : { items: orderLines(items), delivery: { town: details.town.trim(), location: details.location.trim(), option }, ...(scheduledFor ? { scheduledFor } : {}) };
  const promo = usePromoCode(promoRequest);
  const credit = useCheckoutCredit(subtotal, fee.fee, fee.quote, promo.applied?.discount ?? 0);
  const topRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);

  // A new step starts at its top, not where the previous one was scrolled to.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    topRef.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  const changeDetails = (next: DeliveryDetails) => {
    touched.current = true;
    setDetails(next);
    setErrors({});
  };
  const goTo = (next: number) => {
    setNotice(null);
    setStep(Math.min(LAST_STEP, Math.max(1, next)));
  };
  const next = () => {
    if (step === 1) {
      const problems = detailProblems(details);
      if (problems) return setErrors(problems);
    }
    goTo(step + 1);
  };

  const place = async () => {
    setNotice(null);
    const problems = detailProblems(details);
    if (problems) {
      setErrors(problems);
      return setStep(1);
    }
    if (later && !scheduledFor) {
      setStep(2);
      return setNotice({ tone: 'error', text: t('modal.slotRequired') });
    }
    const blocked = placeOrderBlocker({ feeState: fee.state, option, fee: fee.fee });
    if (blocked) return setNotice({ tone: 'error', text: blocked });
    const byMpesa = paymentMethod === 'Mpesa';
    if (byMpesa && !normalizeKenyanPhone(mpesaPhone)) return setMpesaPhoneError(t('modal.mpesaPhoneInvalid'));
    const address = addressOf(details.address);
    const outcome = await submit({
      userId: user._id,
      items: orderLines(items).map((line, index) => ({ ...line, price: unitPriceOf(items[index]!), shop: items[index]!.shop._id })),
      delivery: { town: details.town.trim(), location: details.location.trim(), fee: fee.fee!, option, ...(isEmptyAddress(address) ? {} : { address }) },
      paymentMethod,
      ...(byMpesa ? { mpesaPhone: mpesaPhone.trim() } : {}),
      ...(scheduledFor ? { scheduledFor } : {}),
      ...(promo.applied ? { promoCode: promo.applied.code } : {}),
      ...(tip > 0 ? { tip } : {}),
    });
    if (outcome.kind === 'placed') {
      // The next cart is priced where this order went.
      if (cartPlace?.location.trim() !== details.location.trim()) void chooseDeliveryPlace({ town: details.town.trim(), location: details.location.trim() });
      showToast(scheduledFor ? t('modal.scheduled', { slot: formatSlot(scheduledFor) }) : byMpesa ? t('modal.placedMpesa') : t('modal.placed'));
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.userOrders });
      // The credit balance changed if credit paid part of it.
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.credit });
      void navigate(`/orders/${encodeURIComponent(outcome.order.orderId)}`);
      clearCart();
      onClose();
    } else if (outcome.kind === 'fee-changed') {
      fee.replaceFee(outcome.fee);
      setNotice({ tone: 'warning', text: t('modal.feeChanged', { fee: formatKsh(outcome.fee) }) });
    } else if (outcome.kind === 'promo-refused') {
      promo.refuse(outcome.message);
      setNotice({ tone: 'error', text: t('modal.promoRefused', { reason: outcome.message }) });
    } else if (outcome.kind === 'failed') {
      setNotice({ tone: 'error', text: outcome.message });
    }
  };

  const amount = fee.fee === null ? null : mpesaAmount(subtotal, fee.fee, { discount: promo.applied?.discount ?? 0, creditUsed: credit ?? 0, tip });
  const mpesa = {
    phone: mpesaPhone,
    onPhoneChange: (phone: string) => {
      setMpesaPhone(phone);
      setMpesaPhoneError(null);
    },
    error: mpesaPhoneError,
    amount,
  };

  const footer =
    items.length === 0 ? undefined : (
      <div className="flex w-full items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 1}>
          {t('modal.previous')}
        </Button>
        <span className="text-sm font-medium text-stone-600" aria-live="polite">
          {t('modal.stepOf', { step, steps: LAST_STEP })}
        </span>
        {step < LAST_STEP ? (
          <Button onClick={next}>{t('modal.next')}</Button>
        ) : (
          <Button onClick={place} disabled={submitting} aria-busy={submitting || undefined}>
            {submitting
              ? t('modal.processing')
              : paymentMethod === 'COD'
                ? t('modal.placeOrder')
                : paymentMethod === 'Mpesa' && amount !== null
                  ? t('modal.pay', { amount: formatKsh(amount) })
                  : t('modal.complete')}
          </Button>
        )}
      </div>
    );

  return (
    <Modal open onClose={onClose} title={t('modal.title')} size="lg" footer={footer}>
      {items.length === 0 ? (
        <EmptyState title={t('cart:panel.empty')} description={t('cart:panel.getStarted')} />
      ) : (
        <div ref={topRef} className="scroll-mt-4 space-y-5">
          <StepIndicator step={step} onSelect={goTo} />
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          {step === 1 && <CustomerDetailsStep user={user} details={details} errors={errors} onChange={changeDetails} last={last} />}
          {step === 2 && (
            <OrderDetailsStep
              items={items}
              subtotal={subtotal}
              option={option}
              onOptionChange={setOption}
              fee={fee}
              promo={promo.applied}
              credit={credit}
              when={
                <WhenPicker
                  productIds={[...new Set(items.map((i) => i._id))]}
                  later={later}
                  onLaterChange={setLater}
                  scheduledFor={slot}
                  onSlotChange={setSlot}
                />
              }
            />
          )}
          {step === 3 && (
            <PaymentStep
              method={paymentMethod}
              onChange={setPaymentMethod}
              subtotal={subtotal}
              fee={fee.fee}
              mpesa={scheduledFor ? null : mpesa}
              promo={promo}
              tip={option === 'platform' ? { value: tipChoice, onChange: setTipChoice } : null}
              credit={credit}
            />
          )}
        </div>
      )}
    </Modal>
  );
}

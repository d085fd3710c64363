import { expect, test, type APIRequestContext } from './fixtures/test.ts';
import { call, login, placeDemoOrder } from './fixtures/api.ts';
import { uniquePhone } from './fixtures/helpers.ts';
import { customerPhone, lookAtOrderPage, ORDER_PLACE } from './fixtures/order-page-phone.ts';
import { approvedRider } from './fixtures/riders.ts';

/**
 * Issue 28: the order page says what state the order is really in. One walk per language through
 * the states an order can reach, each looked at on a 390x844 phone (screenshots in
 * test-results/order-page/). 'Thank you' and the tick only for a placed order; the PIN only while a
 * rider brings it.
 */

const HEADLINES = {
  en: {
    awaitingPayment: 'Waiting for your M-Pesa payment',
    paymentFailed: 'Your payment did not go through',
    cancelled: 'This order is cancelled',
    waitingForShops: 'Thank you! Your order is placed',
    declined: 'The shops could not take your order',
    scheduled: 'Thank you! Your order is scheduled',
    preparing: 'Thank you! The shops are preparing your order',
    onTheWay: 'A rider is bringing your order',
    delivered: 'Delivered. Thank you for shopping with Sokoni',
    nothingToPay: 'Nothing to pay: no money was taken for this order.',
    cancel: 'Cancel order',
    yesCancel: 'Yes, cancel order',
    pin: 'Delivery PIN',
  },
  sw: {
    awaitingPayment: 'Tunasubiri malipo yako ya M-Pesa',
    paymentFailed: 'Malipo yako hayakufanikiwa',
    cancelled: 'Oda hii imeghairiwa',
    waitingForShops: 'Asante! Oda yako imewekwa',
    declined: 'Maduka hayakuweza kuchukua oda yako',
    scheduled: 'Asante! Oda yako imepangwa',
    preparing: 'Asante! Maduka yanaandaa oda yako',
    onTheWay: 'Msafirishaji anakuletea oda yako',
    delivered: 'Imefika. Asante kwa kununua na Sokoni',
    nothingToPay: 'Hakuna cha kulipa: hakuna pesa iliyochukuliwa kwa oda hii.',
    cancel: 'Ghairi oda',
    yesCancel: 'Ndiyo, ghairi oda',
    pin: null,
  },
} as const;
/** An M-Pesa order for the demo pizza shop, placed through the API: it waits for its payment. */
async function placeMpesaOrder(request: APIRequestContext, token: string): Promise<{ _id: string; orderId: string }> {
  const customer = await call<{ _id: string }>(request, 'GET', '/api/user/me', token);
  const shop = await call<{ _id: string }>(request, 'GET', '/api/partner', await login(request, 'Kilimani Pizza Oven'));
  const { products } = await call<{ products: { _id: string; inventory: number }[] }>(request, 'GET', `/api/products-by-partner/${shop._id}`);
  const items = [{ product: products.find((p) => p.inventory > 1)!._id, quantity: 1 }];
  const quote = await call<{ fee: number }>(request, 'POST', '/api/delivery/quote', undefined, { items, delivery: ORDER_PLACE });
  return call(request, 'POST', '/api/orders/place', token, { userId: customer._id, items, delivery: { ...ORDER_PLACE, fee: quote.fee }, paymentMethod: 'Mpesa', mpesaPhone: uniquePhone() });
}

/** A cash order from the demo pizza shop for its first free time slot. */
async function placeScheduledOrder(request: APIRequestContext, token: string): Promise<{ _id: string; orderId: string }> {
  const customer = await call<{ _id: string }>(request, 'GET', '/api/user/me', token);
  const shop = await call<{ _id: string }>(request, 'GET', '/api/partner', await login(request, 'Kilimani Pizza Oven'));
  const { products } = await call<{ products: { _id: string; inventory: number }[] }>(request, 'GET', `/api/products-by-partner/${shop._id}`);
  const product = products.find((p) => p.inventory > 1)!._id;
  const { slots } = await call<{ slots: string[] }>(request, 'GET', `/api/delivery/slots?products=${product}`);
  const items = [{ product, quantity: 1 }];
  const scheduledFor = slots[0]!;
  const quote = await call<{ fee: number }>(request, 'POST', '/api/delivery/quote', undefined, { items, delivery: ORDER_PLACE, scheduledFor });
  return call(request, 'POST', '/api/orders/place', token, { userId: customer._id, items, delivery: { ...ORDER_PLACE, fee: quote.fee }, paymentMethod: 'COD', scheduledFor });
}

for (const language of ['en', 'sw'] as const) {
  test(`the order page follows the order's state (${language})`, async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const words = HEADLINES[language];
    const { page, token } = await customerPhone(browser, request, baseURL, language);

    // Waiting for the M-Pesa payment: no thanks yet, the prompt and a way out.
    const mpesa = await placeMpesaOrder(request, token);
    await page.goto(`/orders/${mpesa.orderId}`);
    await lookAtOrderPage(page, language, '1-awaiting-payment', words.awaitingPayment);
    await expect(page.getByRole('button', { name: words.cancel })).toBeVisible();

    // The prompt is cancelled on the phone: what to do next.
    const payment = await call<{ simulator: { checkoutRequestId: string } | null }>(request, 'GET', `/api/orders/${mpesa._id}/payment`, token);
    await call(request, 'POST', `/dev/mpesa-simulator/prompts/${encodeURIComponent(payment.simulator!.checkoutRequestId)}/answer`, undefined, { answer: 'cancel' });
    await lookAtOrderPage(page, language, '2-payment-failed', words.paymentFailed);

    // The customer cancels it while it waits for payment: nothing to pay.
    await page.getByRole('button', { name: words.cancel }).click();
    await page.getByRole('button', { name: words.yesCancel }).click();
    await lookAtOrderPage(page, language, '3-cancelled', words.cancelled);
    await expect(page.getByText(words.nothingToPay)).toBeVisible();

    // A cash order waits for its shop: placed, thanks, no PIN yet.
    const declined = await placeDemoOrder(request, token);
    await page.goto(`/orders/${declined.orderId}`);
    await lookAtOrderPage(page, language, '4-waiting-for-shops', words.waitingForShops);
    if (words.pin) await expect(page.getByRole('region', { name: words.pin })).toHaveCount(0);

    // The shop says no: nothing comes, no PIN, no thanks.
    await call(request, 'POST', `/api/suborders/${declined.subOrderId}/decline`, declined.vendorToken, { reason: 'too busy' });
    await page.reload();
    await lookAtOrderPage(page, language, '5-declined', words.declined);
    if (words.pin) await expect(page.getByRole('region', { name: words.pin })).toHaveCount(0);

    // An order for later says for when, and is placed: thanks, no PIN.
    const scheduled = await placeScheduledOrder(request, token);
    await page.goto(`/orders/${scheduled.orderId}`);
    await lookAtOrderPage(page, language, '6-scheduled', words.scheduled);
    await call(request, 'POST', `/api/orders/${scheduled._id}/cancel`, token);

    // Preparing, then a rider brings it (the PIN shows), then delivered.
    const order = await placeDemoOrder(request, token);
    for (const status of ['OrderReceived', 'Preparing']) await call(request, 'PUT', `/api/suborders/${order.subOrderId}/status`, order.vendorToken, { status });
    await page.goto(`/orders/${order.orderId}`);
    await lookAtOrderPage(page, language, '7-preparing', words.preparing);
    if (words.pin) await expect(page.getByRole('region', { name: words.pin })).toHaveCount(0);

    const rider = await approvedRider(request);
    const riderProfile = (await call<{ driver: { _id: string } }>(request, 'POST', '/api/driver/login', undefined, { username: rider.username, password: rider.password })).driver;
    await call(request, 'PUT', `/api/suborders/${order.subOrderId}/status`, order.vendorToken, { status: 'ReadyForPickup' });
    await call(request, 'PUT', `/api/orders/${order._id}/assign-driver`, rider.token, { driverId: riderProfile._id, action: 'accept' });
    await page.reload();
    await lookAtOrderPage(page, language, '8-on-the-way', words.onTheWay);
    await expect(page.getByText(order.deliveryPin!, { exact: true })).toBeVisible();

    await call(request, 'PUT', `/api/suborders/${order.subOrderId}/status`, rider.token, { status: 'OutForDelivery' });
    await call(request, 'PUT', `/api/orders/${order._id}/mark-delivered`, rider.token, { pin: order.deliveryPin ?? undefined });
    await page.reload();
    await lookAtOrderPage(page, language, '9-delivered', words.delivered);
    await expect(page.getByText(order.deliveryPin!, { exact: true })).toHaveCount(0);
    await page.context().close();
  });
}

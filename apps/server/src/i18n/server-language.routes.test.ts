import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers/test-app.ts';
import type { ReceivedMail, SmtpListener } from '../../test/helpers/smtp-listener.ts';
import { startAppWithMail, stopAppWithMail } from '../../test/helpers/app-with-mail.ts';
import { customerInput, driverInput, partnerInput, signupCustomer, signupDriver, signupPartner } from '../../test/helpers/accounts.ts';

let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  ({ t, smtp } = await startAppWithMail());
});
afterAll(() => stopAppWithMail(t, smtp));

const SW = { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' };
const EN = { 'accept-language': 'en-KE,en;q=0.9' };
const NO_ORDER = '/api/orders/000000000000000000000000';

const getLanguage = (token?: string) => t.call({ method: 'GET', url: '/api/me/language', token });
const putLanguage = (token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: 'PUT', url: '/api/me/language', token, payload: payload as never, headers });

describe('server messages in Kiswahili by Accept-Language', () => {
  it('answers errors in Kiswahili when the browser prefers Swahili, with the same code', async () => {
    const login = await t.call({ method: 'POST', url: '/api/login', headers: SW, payload: { identifier: 'nobody', password: 'not-the-password' } });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({
      code: 'unauthorized',
      message: 'Maelezo ya kuingia si sahihi. Angalia jina la mtumiaji, namba ya simu au jina la biashara, na nenosiri.',
    });

    const visitor = await t.call({ method: 'GET', url: '/api/user/me', headers: SW });
    expect(visitor.json()).toMatchObject({ code: 'unauthorized', message: 'Tafadhali ingia ili uendelee.' });

    const noRoute = await t.call({ method: 'GET', url: '/api/no-such-thing', headers: SW });
    expect(noRoute.json()).toMatchObject({ code: 'not_found', message: 'Hakuna njia ya GET /api/no-such-thing' });
  });

  it("translates the contracts' validation messages, field names kept", async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/userSignup', headers: SW, payload: customerInput({ email: 'not-an-address' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', message: 'Tafadhali weka anwani sahihi ya barua pepe' });
  });

  it('stays English for English, other languages and no header', async () => {
    for (const headers of [EN, { 'accept-language': 'fr-FR' }, {}]) {
      const res = await t.call({ method: 'GET', url: '/api/user/me', headers });
      expect(res.json().message).toBe('Please log in to continue.');
    }
  });
});

describe("the account's language", () => {
  it('is null until chosen, then remembered and used for every answer, before Accept-Language', async () => {
    const customer = await signupCustomer(t);
    expect((await getLanguage(customer.token)).json()).toEqual({ language: null });
    expect((await t.call({ method: 'GET', url: NO_ORDER, token: customer.token })).json().message).toBe('Order not found.');

    const chosen = await putLanguage(customer.token, { language: 'sw' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'sw' });
    expect((await getLanguage(customer.token)).json()).toEqual({ language: 'sw' });
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: customer.token })).json()).toMatchObject({ language: 'sw' });

    const missing = await t.call({ method: 'GET', url: NO_ORDER, token: customer.token, headers: EN });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found', message: 'Oda haikupatikana.' });

    await putLanguage(customer.token, { language: 'en' });
    expect((await t.call({ method: 'GET', url: NO_ORDER, token: customer.token, headers: SW })).json().message).toBe('Order not found.');
  });

  it("is a shop's and a rider's too, shown in their own profiles", async () => {
    const shop = await signupPartner(t);
    expect((await putLanguage(shop.token, { language: 'sw' })).json()).toEqual({ language: 'sw' });
    expect((await t.call({ method: 'GET', url: '/api/partner', token: shop.token })).json()).toMatchObject({ language: 'sw' });

    const driver = await signupDriver(t);
    expect((await putLanguage(driver.token, { language: 'sw' })).json()).toEqual({ language: 'sw' });
    expect((await t.call({ method: 'GET', url: '/api/driver/profile', token: driver.token })).json()).toMatchObject({ language: 'sw' });
    const wrongKind = await t.call({ method: 'GET', url: '/api/user/me', token: driver.token });
    expect(wrongKind.json().message).toBe('Tafadhali ingia kwa akaunti ya mteja ili ufanye hivi.');
  });

  it('refuses anything but en or sw with a readable message, and visitors', async () => {
    const customer = await signupCustomer(t);
    for (const payload of [{ language: 'fr' }, {}, { language: null }]) {
      const res = await putLanguage(customer.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message: "language must be 'en' or 'sw'" });
    }
    expect((await putLanguage(customer.token, { language: 'fr' }, SW)).json().message).toBe("language lazima iwe 'en' au 'sw'");
    expect((await getLanguage(customer.token)).json()).toEqual({ language: null });

    expect((await getLanguage()).statusCode).toBe(401);
    expect((await putLanguage(undefined, { language: 'sw' })).statusCode).toBe(401);
  });

  it("writes validation errors in a Kiswahili account's language without any Accept-Language", async () => {
    const customer = await signupCustomer(t);
    await putLanguage(customer.token, { language: 'sw' });
    const res = await putLanguage(customer.token, { language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', message: "language lazima iwe 'en' au 'sw'" });
    // Validation comes before the account is read: a rider's and a shop's bad input too.
    const rider = await signupDriver(t);
    await putLanguage(rider.token, { language: 'sw' });
    const bad = await t.call({ method: 'PUT', url: '/api/orders/000000000000000000000000/assign-driver', token: rider.token, payload: { action: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("action lazima iwe 'accept' au 'decline'");
  });
});

describe('e-mails in the account language', () => {
  const mailTo = async (email: string, subject: string): Promise<ReceivedMail> =>
    smtp.waitFor((m) => m.envelopeTo.includes(email) && m.subject === subject);

  it('sends a Kiswahili account its verification and password reset mails in Kiswahili', async () => {
    const input = customerInput();
    const customer = await signupCustomer(t, input);
    await putLanguage(customer.token, { language: 'sw' });

    const sent = await t.call({ method: 'POST', url: '/api/auth/email-verification', token: customer.token });
    // The answer's own message speaks the account's language too.
    expect(sent.json().message).toBe('Kiungo cha uthibitisho kimetumwa kwa barua pepe yako. Kinafanya kazi kwa saa 24.');
    const verification = await mailTo(input.email, 'Thibitisha anwani yako ya barua pepe ya Sokoni');
    expect(verification.text).toContain(`Tafadhali thibitisha kuwa ${input.email} ni anwani ya barua pepe ya akaunti yako ya mteja ya Sokoni.`);
    expect(verification.html).toContain('Thibitisha barua pepe yangu');

    await t.call({ method: 'POST', url: '/api/auth/request-reset', payload: { email: input.email, accountType: 'User' } });
    const reset = await mailTo(input.email, 'Badilisha nenosiri lako la Sokoni');
    expect(reset.text).toContain('Fungua kiungo hiki ili uchague nenosiri jipya:');
  });

  it('writes the verification mail sent at sign-up in the language the sign-up was made in, and remembers it', async () => {
    const input = customerInput();
    const signup = await t.call({ method: 'POST', url: '/api/auth/userSignup', headers: SW, payload: input });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().message).toBe('Umejisajili!');
    const mail = await mailTo(input.email, 'Thibitisha anwani yako ya barua pepe ya Sokoni');
    expect(mail.text).toContain(`Tafadhali thibitisha kuwa ${input.email} ni anwani ya barua pepe ya akaunti yako ya mteja ya Sokoni.`);
    expect((await getLanguage(signup.json().token)).json()).toEqual({ language: 'sw' });
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: signup.json().token })).json()).toMatchObject({ language: 'sw' });

    // The device's choice (the web's cookie) wins over the browser's header.
    const shopInput = partnerInput();
    const shop = await t.call({ method: 'POST', url: '/api/signup', headers: { ...EN, cookie: 'theme=dark; sokoni_lang=sw' }, payload: shopInput });
    expect(shop.statusCode).toBe(201);
    expect((await mailTo(shopInput.email, 'Thibitisha anwani yako ya barua pepe ya Sokoni')).text).toContain('akaunti yako ya duka');
    expect((await t.call({ method: 'GET', url: '/api/partner', token: shop.json().token })).json()).toMatchObject({ language: 'sw' });

    const riderInput = driverInput();
    const rider = await t.call({ method: 'POST', url: '/api/driver/signup', headers: SW, payload: riderInput });
    expect(rider.statusCode).toBe(201);
    expect((await mailTo(riderInput.email, 'Thibitisha anwani yako ya barua pepe ya Sokoni')).text).toContain('akaunti yako ya msafirishaji');
    expect((await t.call({ method: 'GET', url: '/api/driver/profile', token: rider.json().token })).json()).toMatchObject({ language: 'sw' });
  });

  it('leaves a sign-up that names neither language without one, its first mail in English', async () => {
    const input = customerInput();
    const signup = await t.call({ method: 'POST', url: '/api/auth/userSignup', headers: { 'accept-language': 'fr-FR' }, payload: input });
    expect((await mailTo(input.email, 'Confirm your Sokoni e-mail address')).text).toContain('Sokoni customer account');
    expect((await getLanguage(signup.json().token)).json()).toEqual({ language: null });

    const english = customerInput();
    const chosen = await t.call({ method: 'POST', url: '/api/auth/userSignup', headers: EN, payload: english });
    expect((await mailTo(english.email, 'Confirm your Sokoni e-mail address')).subject).toBe('Confirm your Sokoni e-mail address');
    expect((await getLanguage(chosen.json().token)).json()).toEqual({ language: 'en' });
  });

  it("writes a rider's and a shop's mails in their language, and an English account's in English", async () => {
    const riderInput = driverInput();
    const rider = await signupDriver(t, riderInput);
    await putLanguage(rider.token, { language: 'sw' });
    await t.call({ method: 'POST', url: '/api/driver/request-reset', payload: { email: riderInput.email } });
    expect((await mailTo(riderInput.email, 'Badilisha nenosiri lako la Sokoni')).text).toContain('akaunti ya msafirishaji');

    const shopInput = partnerInput();
    const shop = await signupPartner(t, shopInput);
    await putLanguage(shop.token, { language: 'en' });
    await t.call({ method: 'POST', url: '/api/auth/request-reset', payload: { email: shopInput.email, accountType: 'Partner' } });
    expect((await mailTo(shopInput.email, 'Reset your Sokoni password')).text).toContain('Sokoni store account');
  });
});
